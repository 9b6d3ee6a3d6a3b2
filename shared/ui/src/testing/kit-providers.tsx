import type { ReactNode } from 'react';
import { registerTexts, type Texts } from '@app/i18n';
import { BaseProviders } from '../module-root/providers';

/** The namespace of the module a kit test plays: the texts of the labels it hands the kit. */
const HOST_NAMESPACE = 'kit_test_host';

/**
 * The kit's providers as a module's root gives them, for the kit's own tests: `texts` are the
 * playing module's (the labels a template names), the kit's own texts come with the providers.
 */
export function KitProviders({ texts, children }: { texts?: Texts; children: ReactNode }) {
  if (texts) registerTexts(HOST_NAMESPACE, texts);
  return <BaseProviders namespace={HOST_NAMESPACE}>{children}</BaseProviders>;
}
