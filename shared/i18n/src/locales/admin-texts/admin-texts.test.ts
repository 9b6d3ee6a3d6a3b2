import { en } from '../en';
import { nl } from '../nl';
import { adminTextsEn } from './en';
import { adminTextsNl } from './nl';

// i18next reads one object per locale: a group defined again later in en.ts or nl.ts would
// silently replace these texts, so each group must still be this file's own.
describe('admin texts', () => {
  it.each(Object.keys(adminTextsEn) as (keyof typeof adminTextsEn)[])('group %s is not overridden in en.ts or nl.ts', (group) => {
    expect(en[group]).toBe(adminTextsEn[group]);
    expect(nl[group]).toBe(adminTextsNl[group]);
  });
});
