import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { useDialogs } from '@app/ui/dialog-store';

const GlobalDialogs = lazy(() => import('@app/ui/dialogs').then((m) => ({ default: m.GlobalDialogs })));

/** Renders nothing when a lazily loaded helper fails to load; the page itself keeps working. */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The global dialogs, loader and toasts, loaded the first time anything asks for one (the store is
 * tiny and always there; the dialog components are not in the /login download). Stays mounted after.
 */
export function DialogsHost() {
  const wanted = useDialogs((s) => !!s.confirm || !!s.error || s.loading > 0 || s.toasts.length > 0);
  const [needed, setNeeded] = useState(false);
  if (wanted && !needed) setNeeded(true);
  return needed ? (
    <QuietBoundary>
      <Suspense fallback={null}>
        <GlobalDialogs />
      </Suspense>
    </QuietBoundary>
  ) : null;
}
