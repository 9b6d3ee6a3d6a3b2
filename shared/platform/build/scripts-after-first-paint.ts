export interface Tag {
  tagName: string;
  voidTag: boolean;
  attributes: Record<string, string | boolean | undefined | null>;
  meta: { plugin?: string };
  innerHTML?: string;
}

/**
 * The starter's program: after the page's first frame it adds the page's scripts, in their order. A
 * hidden tab runs no frames, so a timer starts them too; whichever comes first, once.
 */
export const starterProgram = (scripts: string[]): string =>
  `(function(){var s=${JSON.stringify(scripts)},d=0;function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement('script');e.src=u;e.async=false;document.head.appendChild(e)})}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,250)})();\n`;

/**
 * The page's script tags as they go out: each script preloaded (it downloads with the page, as
 * before), and one small starter that runs them after the first frame. A page pre-rendered with its
 * content paints that content before its script runs, not after its script's first task.
 */
export function scriptsAfterFirstPaint(tags: Tag[], starterSrc: string): { tags: Tag[]; scripts: string[] } {
  const scripts = tags.filter((t) => t.tagName === 'script' && typeof t.attributes.src === 'string').map((t) => String(t.attributes.src));
  if (scripts.length === 0) return { tags, scripts };
  const rest = tags.filter((t) => !(t.tagName === 'script' && typeof t.attributes.src === 'string'));
  const starter: Tag = {
    tagName: 'script',
    voidTag: false,
    attributes: { defer: true, src: starterSrc },
    meta: { plugin: 'ScriptsAfterFirstPaintPlugin' },
  };
  return { tags: [...rest, starter], scripts };
}
