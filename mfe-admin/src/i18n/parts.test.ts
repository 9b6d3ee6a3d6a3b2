import fs from 'node:fs';
import path from 'node:path';
import type { TextTree } from '@app/i18n';
import { en } from './en';

// en.ts spreads its parts: a top-level group defined in two parts would silently lose one of them
describe('the parts of the admin texts', () => {
  it('each define their own top-level groups', async () => {
    const parts = fs.readdirSync(__dirname, { withFileTypes: true }).filter((e) => e.isDirectory());
    const exported = await Promise.all(
      parts.map(async (part) => [part.name, (await import(path.join(__dirname, part.name, 'en'))) as Record<string, TextTree>] as const),
    );
    const groups = exported.flatMap(([part, texts]) => Object.keys(Object.values(texts)[0]!).map((group) => `${group} (${part})`));
    const names = groups.map((g) => g.split(' ')[0]);
    expect(groups.filter((g, i) => names.indexOf(names[i]) !== i)).toEqual([]);
    expect(Object.keys(en).sort()).toEqual([...new Set(names)].sort());
  });
});
