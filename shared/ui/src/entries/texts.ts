// `@app/ui/texts`: the kit's texts as data, for the contract tests of what the kit shows (the filter
// labels a template names). Not shared at run time: the kit registers them itself (providers).
import type { Texts } from '@app/i18n';
import { en } from '../i18n/en';
import { nl } from '../i18n/nl';

export const texts: Texts = { nl, en };
