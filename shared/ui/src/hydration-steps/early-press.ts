/** Set by the answer page's starter (ADR 0372): ends its holding and hands over the press it held. */
export const STARTER_HAND_OVER = '__earlyInputHandOver';

/**
 * What a press or submit on a pre-rendered page, before the app has it, becomes: the action to make
 * again once the app has the page, or null for input that works without the app (links, fields,
 * labels). The answer page's starter runs it too, as plain script (its source goes into that file,
 * ADR 0372), so it uses nothing from outside itself.
 */
export function heldAction(event: Event): (() => void) | null {
  const target = event.target;
  if (!(target instanceof Element)) return null;
  if (event.type === 'submit') {
    const form = target.closest('form');
    return form
      ? () => {
          if (form.isConnected) form.requestSubmit();
        }
      : null;
  }
  const button = target.closest('button, [role="button"]');
  return button instanceof HTMLElement
    ? () => {
        if (button.isConnected) button.click();
      }
    : null;
}
