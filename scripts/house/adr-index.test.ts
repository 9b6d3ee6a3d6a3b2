import fs from 'node:fs';
import path from 'node:path';

const ADR_DIR = path.resolve(__dirname, '../../docs/adr');
const adrFiles = fs
  .readdirSync(ADR_DIR)
  .filter((f) => /^\d{4}-.+\.md$/.test(f))
  .sort();
const index = fs.readFileSync(path.join(ADR_DIR, 'README.md'), 'utf8');
const numberOf = (file: string) => Number(file.slice(0, 4));

/** The numbers the index's gaps section explains: single numbers, ranges, and an open 'NNNN and on'. */
function explainedGaps(): (n: number) => boolean {
  const section = index.slice(index.indexOf('## Gaps in the numbering'));
  const ranges = [...section.matchAll(/\b(\d{4})(?:-(\d{4})|( and on))?\b/g)].map(([, from, to, open]) => ({
    from: Number(from),
    to: open ? Infinity : Number(to ?? from),
  }));
  return (n) => ranges.some((r) => n >= r.from && n <= r.to);
}

test.each(adrFiles)('%s has its number in its title and a status', (file) => {
  const text = fs.readFileSync(path.join(ADR_DIR, file), 'utf8');
  expect(text.split('\n')[0]).toMatch(new RegExp(`^# ${file.slice(0, 4)} \\S`));
  const status = text.match(/^Status: (.+)$/m)?.[1];
  expect(status).toMatch(/^(accepted|accepted, amended by \d{4}(, \d{4})*|superseded by \d{4}|proposed|deprecated)$/i);
  // an amending or superseding ADR exists
  for (const later of status!.match(/\d{4}/g) ?? []) expect(adrFiles.some((f) => f.startsWith(`${later}-`))).toBe(true);
});

test('the index lists every ADR once, in number order, and no file that does not exist', () => {
  const listed = [...index.matchAll(/^- \[(\d{4})\]\((\d{4}-[^)]+\.md)\) \S/gm)].map(([, number, file]) => `${number} ${file}`);
  expect(listed).toEqual(adrFiles.map((f) => `${f.slice(0, 4)} ${f}`));
});

test('every number below the highest is an ADR or a gap the index explains', () => {
  const numbers = new Set(adrFiles.map(numberOf));
  const explained = explainedGaps();
  const unexplained: number[] = [];
  for (let n = 1; n < Math.max(...numbers); n++) if (!numbers.has(n) && !explained(n)) unexplained.push(n);
  expect(unexplained).toEqual([]);
});
