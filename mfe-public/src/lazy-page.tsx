import { CircularProgress } from './lazy-parts';
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';

/**
 * A component loaded when first shown, with a small spinner meanwhile: what the answer page's first
 * paint does not need stays out of its budget (ADR 0061, bench/answer-page-budget.ts).
 */
export function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Lazy = lazy(load);
  return function LazyComponent(props: P) {
    return (
      <Suspense fallback={<CircularProgress size={28} sx={{ display: 'block', mx: 'auto', my: 2 }} />}>
        <Lazy {...(props as ComponentProps<typeof Lazy>)} />
      </Suspense>
    );
  };
}
