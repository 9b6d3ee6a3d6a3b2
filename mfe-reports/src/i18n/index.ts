import type { Texts } from '@app/i18n';
import { en } from './en';
import { nl } from './nl';

/** The module's texts, registered under its own namespace when it mounts. */
export const texts: Texts = { nl, en };
