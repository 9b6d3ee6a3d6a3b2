import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Code says why in its own words: an issue number ages (the tracker moves on, the reader cannot
// follow it) and says nothing the code and its ADRs do not. Issue numbers belong in commit messages.
const ROOT = path.resolve(__dirname, '../..');
const ISSUE = /\bissues? #?\d+/i;

test('no source file cites an issue number', () => {
  const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.cjs', '*.js'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && !f.startsWith('dist/') && fs.existsSync(path.join(ROOT, f)));
  const citing = files.flatMap((f) =>
    fs
      .readFileSync(path.join(ROOT, f), 'utf8')
      .split('\n')
      .flatMap((line, i) => (ISSUE.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
  );
  expect(citing).toEqual([]);
});
