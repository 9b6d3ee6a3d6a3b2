import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';

/**
 * Renders a page's tree as its script's first render makes it (ADR 0223), with the CSS that render
 * inserted as emotion's style tag for the head: the page's own emotion takes the tag over when it
 * hydrates. In a Preact build, `react-dom/server` is Preact's (withPreact), so the HTML is what Preact hydrates.
 */
export function renderWithCriticalCss(tree: ReactNode): { body: string; head: string } {
  const cache = createCache({ key: 'css' });
  // emotion's server mode that keeps each inserted rule on the cache instead of inlining style tags
  cache.compat = true;
  const body = renderToString(<CacheProvider value={cache}>{tree}</CacheProvider>);
  const rules = Object.entries(cache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const head = `<style data-emotion="${cache.key} ${rules.map(([name]) => name).join(' ')}">${rules.map(([, css]) => css).join('')}</style>`;
  return { body, head };
}
