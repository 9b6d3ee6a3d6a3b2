import { heldAction, STARTER_HAND_OVER } from '../../ui/src/hydration-steps/early-press';

export interface Tag {
  tagName: string;
  voidTag: boolean;
  attributes: Record<string, string | boolean | undefined | null>;
  meta: { plugin?: string };
}

const isScript = (t: Tag) => t.tagName === 'script' && typeof t.attributes.src === 'string';

/** The addresses of the page's scripts, in their order. */
export const scriptsOf = (tags: Tag[]): string[] => tags.filter(isScript).map((t) => String(t.attributes.src));

/**
 * The starter's program: from the first paint it holds a press or submit as the app's script does
 * (the same rule, `heldAction`, whose source it carries), and after the page's first frame it adds
 * the page's scripts, in their order. A hidden tab runs no frames, so a timer starts them too;
 * whichever comes first, once. The app's script ends the starter's holding and takes its last press.
 */
export const starterProgram = (scripts: string[]): string =>
  `(function(){var rule=${heldAction.toString()};var held=null;` +
  `function hold(e){var a=rule(e);if(!a)return;held=a;e.preventDefault();e.stopPropagation()}` +
  `document.addEventListener('submit',hold,true);document.addEventListener('click',hold,true);` +
  `window[${JSON.stringify(STARTER_HAND_OVER)}]=function(){document.removeEventListener('submit',hold,true);document.removeEventListener('click',hold,true);return held};` +
  `var s=${JSON.stringify(scripts)},d=0;function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement('script');e.src=u;e.async=false;document.head.appendChild(e)})}` +
  `requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,250)})();\n`;

/**
 * The page's script tags as they go out: one small starter in their place, which runs them after the
 * first frame. A page pre-rendered with its content paints that content before its script runs, not
 * after its script's first task.
 */
export function scriptsAfterFirstPaint(tags: Tag[], starterSrc: string): { tags: Tag[]; scripts: string[] } {
  const scripts = scriptsOf(tags);
  if (scripts.length === 0) return { tags, scripts };
  const rest = tags.filter((t) => !isScript(t));
  const starter: Tag = {
    tagName: 'script',
    voidTag: false,
    attributes: { defer: true, src: starterSrc },
    meta: { plugin: 'ScriptsAfterFirstPaintPlugin' },
  };
  return { tags: [...rest, starter], scripts };
}
