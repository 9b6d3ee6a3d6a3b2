// `@app/ui/prerender`: a page's tree rendered at build time with its critical CSS (used by the pre-render builds only).
export { renderWithCriticalCss } from '../prerender/render-with-css';
