import { Fragment, type ReactNode } from 'react';

const BLOCK = new Set(['p', 'div', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote']);
const INLINE = new Set(['b', 'strong', 'i', 'em', 'u', 'span', 'small']);
const SAFE_HREF = /^(https?:|mailto:|tel:)/i;

function toNodes(nodes: NodeListOf<ChildNode>, path: string): ReactNode[] {
  return Array.from(nodes).map((node, i) => {
    const key = `${path}.${i}`;
    if (node.nodeType === 3) return node.textContent;
    if (node.nodeType !== 1) return null;
    const el = node as Element;
    const tag = el.tagName.toLowerCase();
    const children = toNodes(el.childNodes, key);
    if (tag === 'br') return <br key={key} />;
    if (tag === 'a') {
      const href = el.getAttribute('href') ?? '';
      return SAFE_HREF.test(href.trim()) ? (
        <a key={key} href={href.trim()} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      ) : (
        <Fragment key={key}>{children}</Fragment>
      );
    }
    if (BLOCK.has(tag) || INLINE.has(tag)) {
      // the element only: no attributes (no style, no handlers) are carried over
      const Tag = tag as 'p';
      return <Tag key={key}>{children}</Tag>;
    }
    // script, style, iframe, img, etc.: dropped with their content for scripts/styles, text kept otherwise
    return tag === 'script' || tag === 'style' ? null : <Fragment key={key}>{children}</Fragment>;
  });
}

/**
 * Rich text from the server rendered without dangerouslySetInnerHTML: parsed in an inert document
 * and rebuilt from a small list of tags; links only with http(s), mailto or tel.
 */
export function SafeHtml({ html }: { html: string }) {
  if (typeof DOMParser === 'undefined') return <>{html.replace(/<[^>]*>/g, '')}</>;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return <>{toNodes(doc.body.childNodes, 'n')}</>;
}
