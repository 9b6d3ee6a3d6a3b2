import type { Texts } from '@app/i18n';
import { coreEn } from './en';
import { coreNl } from './nl';

/** The kit's core texts (buttons, confirmations, errors, validation, single sign-on, the page frame), for a page on its own to register. */
export const coreTexts: Texts = { nl: coreNl, en: coreEn };
