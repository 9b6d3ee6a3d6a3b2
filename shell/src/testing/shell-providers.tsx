import type { ReactNode } from 'react';
import { registerTexts } from '@app/i18n';
import { BaseProviders } from '@app/ui/providers';
import { SHELL_NAMESPACE, texts } from '../i18n';

registerTexts(SHELL_NAMESPACE, texts);

/** The shell's texts and theme, as its root provides them (bootstrap.tsx), for its component tests. */
export function ShellProviders({ children }: { children: ReactNode }) {
  return <BaseProviders namespace={SHELL_NAMESPACE}>{children}</BaseProviders>;
}
