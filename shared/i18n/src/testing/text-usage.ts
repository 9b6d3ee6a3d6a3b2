import fs from 'node:fs';
import path from 'node:path';
import { isTextGroup, textAt, textKeys, type TextTree, type Texts } from '../text-lookup';

const LITERAL = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;
const KEY = /^[a-z][a-z0-9_]*(\.[A-Za-z0-9_]+)+$/;
const TRANSLATE_CALL = /\b(?:t|i18n\.t)\(\s*/g;

const COMMENT_OR_LITERAL = /('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`)|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;

/** The code without its comments (a key named in a comment is not a use). */
const withoutComments = (source: string): string => source.replace(COMMENT_OR_LITERAL, (match, literal?: string) => literal ?? '');

/** The source files of a folder, tests and test helpers left out. */
function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !file.split(path.sep).includes('testing'));
}

/** The first argument of a call whose argument list starts at `from`: up to a top-level comma or the closing parenthesis. */
function firstArgument(source: string, from: number): string {
  let depth = 0;
  for (let i = from; i < source.length; i++) {
    const c = source[i];
    if (c === '(' || c === '{' || c === '[') depth++;
    else if (c === ')' || c === '}' || c === ']') {
      if (depth === 0) return source.slice(from, i);
      depth--;
    } else if (c === ',' && depth === 0) return source.slice(from, i);
    else if (c === "'" || c === '"' || c === '`') {
      const literal = new RegExp(LITERAL.source, 'y');
      literal.lastIndex = i;
      const m = literal.exec(source);
      if (m) i += m[0].length - 1;
    }
  }
  return source.slice(from);
}

interface Usage {
  /** keys that must have a text */
  keys: Set<string>;
  /** fixed prefixes of template keys (`role_permissions.areas.${area}`) that must be a group of texts */
  groups: Set<string>;
}

function collect(code: string, usage: Usage, inCall: boolean, roots: Set<string>): void {
  for (const [literal] of code.matchAll(LITERAL)) {
    const body = literal.slice(1, -1);
    if (literal.startsWith('`') && body.includes('${')) {
      const prefix = body.slice(0, body.indexOf('${')).replace(/\.$/, '');
      if (inCall && prefix && KEY.test(`${prefix}.x`)) usage.groups.add(prefix);
      continue;
    }
    if (!KEY.test(body)) continue;
    // a translate call's argument is a key; elsewhere a dotted literal is one when it starts in the texts' own groups
    if (inCall || roots.has(body.split('.')[0]!)) usage.keys.add(body);
  }
}

/**
 * The text keys a source folder uses: every key-like literal in the first argument of t(...) and
 * i18n.t(...), every dotted literal elsewhere that starts with one of the texts' own top-level groups
 * (keys handed to a dialog, a column or an empty state), and the fixed prefixes of template keys.
 */
export function textUsage(dir: string, texts: Texts): Usage {
  const roots = new Set(Object.values(texts).flatMap((tree) => Object.keys(tree)));
  const usage: Usage = { keys: new Set(), groups: new Set() };
  for (const file of sourceFiles(dir)) {
    const source = withoutComments(fs.readFileSync(file, 'utf8'));
    collect(source, usage, false, roots);
    for (const m of source.matchAll(TRANSLATE_CALL)) collect(firstArgument(source, m.index + m[0].length), usage, true, roots);
  }
  return usage;
}

/**
 * What is wrong with an owner's texts: keys its code uses that a language lacks, template prefixes
 * that are not a group of texts, and keys one language has and the other not. Empty when all is well.
 */
export function textProblems(dir: string, texts: Texts): string[] {
  const { keys, groups } = textUsage(dir, texts);
  const languages = Object.entries(texts) as [string, TextTree][];
  const all = new Set(languages.flatMap(([, tree]) => textKeys(tree)));
  // t(key, { count }) reads i18next's plural forms (key_one, key_other): `_other` is the one every language has
  const lacks = (tree: TextTree, key: string) => textAt(tree, key) === undefined && textAt(tree, `${key}_other`) === undefined;
  return [
    ...[...keys].flatMap((key) => languages.filter(([, tree]) => lacks(tree, key)).map(([l]) => `${l} lacks '${key}'`)),
    ...[...groups].flatMap((key) => languages.filter(([, tree]) => !isTextGroup(tree, key)).map(([l]) => `${l} lacks the group '${key}'`)),
    ...[...all].flatMap((key) =>
      languages.filter(([, tree]) => textAt(tree, key) === undefined).map(([l]) => `${l} has no text for '${key}'`),
    ),
  ].sort();
}
