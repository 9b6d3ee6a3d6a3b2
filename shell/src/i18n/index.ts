import type { Texts } from '@app/i18n';
import { en } from './en';
import { nl } from './nl';

/** The namespace of the shell's texts: the page's default (the shell's own code outside React reads it too). */
export const SHELL_NAMESPACE = 'shell';

/** The shell's texts: chrome, login, shell pages and messages; no module's. */
export const texts: Texts = { nl, en };
