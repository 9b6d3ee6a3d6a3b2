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

export function showError(error: ErrorRequest): void {
  dialogStore.setState({ error });
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

export function dismissToast(id: number): void {
  dialogStore.setState((s) => ({ toasts: s.toasts.filter((x) => x.id !== id) }));
}
