import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component that loads `load`'s default export on first render, for the MUI parts a page's first
 * paint never shows (the sign-in page's, shell/rspack.config.ts; the answer page's alerts): the
 * part's code leaves the page's first download. `muiName` is the part's own, which MUI reads off
 * the element type.
 */
export function lazyStandIn<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, muiName: string) {
  const Part = lazy(load);
  function StandIn(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  StandIn.muiName = muiName;
  return StandIn;
}
