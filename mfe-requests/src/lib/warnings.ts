import type { Meta } from '@app/contracts';
import { toast } from '@app/ui/dialog-store';

/** The warnings a saved write carries in meta.messages (duplicate absence, vacation), each as a toast. */
export function toastWarnings(meta: Meta | undefined, testId: string): void {
  for (const message of meta?.messages ?? []) if (message.type === 'warning') toast(message.message, { severity: 'warning', testId });
}
