/** How long the print frame stays after printing (RPT-MENU-08). */
export const PRINT_FRAME_MS = 1000;

/**
 * Prints an HTML page through a hidden frame, removed 1 second after printing (RPT-MENU-08); answers
 * false when the frame's document cannot be reached (the caller shows 'Cannot print ...').
 */
export function printHtml(html: string): Promise<boolean> {
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.setAttribute('aria-hidden', 'true');
    frame.style.cssText = 'position:fixed;width:0;height:0;border:0;right:0;bottom:0';
    frame.onload = () => {
      try {
        frame.contentWindow!.focus();
        frame.contentWindow!.print();
        resolve(true);
      } catch {
        resolve(false);
      } finally {
        setTimeout(() => frame.remove(), PRINT_FRAME_MS);
      }
    };
    frame.srcdoc = html;
    document.body.appendChild(frame);
  });
}
