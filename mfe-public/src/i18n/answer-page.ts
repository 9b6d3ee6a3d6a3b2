import type { Texts } from '@app/i18n';
import { offerAnswerEn } from '../features/offer-answer/texts/en';
import { offerAnswerNl } from '../features/offer-answer/texts/nl';
import { pageTitlesEn } from './page-titles/en';
import { pageTitlesNl } from './page-titles/nl';

/** What the standalone answer page shows first: the pages' titles and the offer; the other public pages load the rest (./index). */
export const answerPageTexts: Texts = { nl: { ...pageTitlesNl, ...offerAnswerNl }, en: { ...pageTitlesEn, ...offerAnswerEn } };
