import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { textProblems, textUsage } from './text-usage';

const texts = {
  en: {
    page: { title: 'Title', rows_one: '1 row', rows_other: '{{count}} rows' },
    areas: { a: 'A' },
    confirm: { title: 'Sure?' },
    only_en: 'x',
  },
  nl: { page: { title: 'Titel', rows_one: '1 rij', rows_other: '{{count}} rijen' }, areas: { a: 'A' }, confirm: { title: 'Zeker?' } },
};

function source(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'text-usage-'));
  for (const [name, code] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), code);
  }
  return dir;
}

describe('text usage', () => {
  const dir = source({
    'page.tsx': [
      "const title = t('page.title');",
      "const rows = t('page.rows', { count: 2 }); const cols = t('page.cols', { count: 2 });",
      "const which = t(open ? 'page.title' : 'page.missing', { id: 1 });",
      'const area = t(`areas.${key}`);',
      'const nogroup = i18n.t(`nowhere.${key}`);',
      "const ask = confirm({ title: 'confirm.title', message: 'confirm.gone' });",
      "const path = 'module.json'; const palette = 'action.hover'; // t('page.in_comment')",
      '/** `confirm.in_doc` */',
    ].join('\n'),
    'page.test.tsx': "t('test.only');",
    'testing/fake.tsx': "t('fake.only');",
  });

  it("finds keys in translate calls, template prefixes, and dotted literals in the texts' own groups", () => {
    const usage = textUsage(dir, texts);
    expect([...usage.keys].sort()).toEqual(['confirm.gone', 'confirm.title', 'page.cols', 'page.missing', 'page.rows', 'page.title']);
    expect([...usage.groups].sort()).toEqual(['areas', 'nowhere']);
  });

  it('names every missing key and group, and keys one language lacks; a key with plural forms is there', () => {
    expect(textProblems(dir, texts)).toEqual([
      "en lacks 'confirm.gone'",
      "en lacks 'page.cols'",
      "en lacks 'page.missing'",
      "en lacks the group 'nowhere'",
      "nl has no text for 'only_en'",
      "nl lacks 'confirm.gone'",
      "nl lacks 'page.cols'",
      "nl lacks 'page.missing'",
      "nl lacks the group 'nowhere'",
    ]);
  });
});
