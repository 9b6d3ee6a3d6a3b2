import { createStore, useStore } from 'zustand';

export interface ConfirmRequest {
  /** texts as shown: the caller translates them in its own texts (the dialog renders in the shell's root) */
  title?: string;
  message?: string;
  bypass?: boolean;
  resolve(confirmed: boolean): void;
}

export interface ErrorRequest {
  code: number;
  message?: string;
  critical?: boolean;
  /** the failed call's x-request-id, shown for support (the server's log lines carry it) */
  requestId?: string | null;
  onClose?: () => void;
}

export interface Toast {
  id: number;
  message: string;
  severity: 'success' | 'info' | 'warning' | 'error';
  testId: string;
}

interface DialogState {
  confirm: ConfirmRequest | null;
  error: ErrorRequest | null;
  loading: number;
  toasts: Toast[];
}

/** The global dialogs, loader and toasts. `@app/ui` is a shared singleton: remotes call these too. */
export const dialogStore = createStore<DialogState>()(() => ({ confirm: null, error: null, loading: 0, toasts: [] }));

export function useDialogs<T>(selector: (s: DialogState) => T): T {
  return useStore(dialogStore, selector);
}

export function confirm(options: Omit<ConfirmRequest, 'resolve'> = {}): Promise<boolean> {
  return new Promise((resolve) => dialogStore.setState({ confirm: { ...options, resolve } }));
}

/** Shows the error dialog; a critical error on screen stays until its user leaves it (a lesser one does not replace it). */
export function showError(error: ErrorRequest): void {
  dialogStore.setState((s) => (s.error?.critical && !error.critical ? s : { error }));
}

export const loader = {
  show: () => dialogStore.setState((s) => ({ loading: s.loading + 1 })),
  hide: () => dialogStore.setState((s) => ({ loading: Math.max(0, s.loading - 1) })),
};

let nextToast = 1;
const TOAST_MS = 6000;

export function toast(message: string, options: { severity?: Toast['severity']; testId?: string } = {}): void {
  const item: Toast = { id: nextToast++, message, severity: options.severity ?? 'info', testId: options.testId ?? 'toast' };
  dialogStore.setState((s) => ({ toasts: [...s.toasts.slice(-4), item] }));
  setTimeout(() => dismissToast(item.id), TOAST_MS);
}

/**
 * The warnings a saved write carries in meta.messages (the record is saved, the user should know:
 * a duplicate absence, a vacation, a contract chain other than the branch's), each as a toast.
 */
export function toastWarnings(meta: { messages?: readonly { type: string; message: string }[] } | undefined, testId: string): void {
  for (const message of meta?.messages ?? []) if (message.type === 'warning') toast(message.message, { severity: 'warning', testId });
}

export function dismissToast(id: number): void {
  dialogStore.setState((s) => ({ toasts: s.toasts.filter((x) => x.id !== id) }));
}
