/**
 * Limits every text and JSON value meets at the edge, one rule for the services and the screens.
 *
 * C0 control characters other than tab, line feed and carriage return are never meant in a text a
 * person types (PostgreSQL cannot even store NUL), so a field holding one is refused with 422.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

export const hasControlCharacters = (text: string): boolean => CONTROL_CHARACTERS.test(text);

/** The deepest nesting of objects and arrays a JSON body may have; deeper is 422 before any schema runs. */
export const JSON_MAX_DEPTH = 64;

export const InputMessages = {
  controlCharacters: 'This field may not contain control characters.',
  bodyTooDeep: `The request body may not be nested more than ${JSON_MAX_DEPTH} levels deep.`,
} as const;

export const INPUT_MESSAGES_NL: Record<string, string> = {
  [InputMessages.controlCharacters]: 'Dit veld mag geen stuurtekens bevatten.',
  [InputMessages.bodyTooDeep]: `De inhoud van het verzoek mag niet meer dan ${JSON_MAX_DEPTH} niveaus diep genest zijn.`,
};

export interface JsonFindings {
  /** the value nests deeper than allowed (then its strings were not all read) */
  tooDeep: boolean;
  /** dotted paths (as the validation errors name fields) of strings and keys holding control characters */
  controlCharacters: string[];
}

/**
 * Reads a parsed JSON value without recursion (a hostile depth cannot overflow the stack here) and
 * reports what breaks the limits above. Stops at the first level past `maxDepth`.
 */
export function jsonFindings(value: unknown, maxDepth = JSON_MAX_DEPTH): JsonFindings {
  const findings: JsonFindings = { tooDeep: false, controlCharacters: [] };
  const stack: { value: unknown; depth: number; path: string[] }[] = [{ value, depth: 0, path: [] }];
  while (stack.length) {
    const { value: current, depth, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (hasControlCharacters(current)) findings.controlCharacters.push(pathName(path));
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= maxDepth) {
      findings.tooDeep = true;
      return findings;
    }
    for (const [key, child] of Object.entries(current)) {
      if (hasControlCharacters(key)) findings.controlCharacters.push(pathName([...path, key]));
      stack.push({ value: child, depth: depth + 1, path: [...path, key] });
    }
  }
  return findings;
}

const pathName = (path: string[]) => (path.length ? path.join('.') : '_');
