import type { ReactNode } from 'react';
import { registerTexts, UI_NAMESPACE } from '@app/i18n';
import { en } from '../i18n/en';
import { nl } from '../i18n/nl';
import { PageProviders } from './page-providers';

// The kit's texts ship with the kit: every root of the signed-in page renders through these providers.
registerTexts(UI_NAMESPACE, { nl, en });

/**
 * Translation and theme, the providers a first render needs (no server-data client). `namespace` is
 * the texts' owner of the root (the shell, a module): its keys are read there first, then the kit's.
 */
export function BaseProviders({ namespace, children }: { namespace?: string; children: ReactNode }) {
  return <PageProviders namespace={namespace}>{children}</PageProviders>;
}
