import type { Context, Next } from 'koa';
import { hasControlCharacters, InputMessages, jsonFindings } from '@app/contracts';
import { unprocessable } from '../errors';

/**
 * The limits every parsed body and query meets before a route's schema reads it: nesting deeper
 * than JSON_MAX_DEPTH is 422 (a recursive schema would overflow the stack: a 500), and a string or
 * key holding a C0 control character other than tab, line feed and carriage return is 422 on its
 * field (PostgreSQL refuses NUL: a 500 too). The shared text schemas say the same with the field's
 * label; this catches every field, also those of schemas that take a plain string.
 */
export async function inputLimits(ctx: Context, next: Next) {
  const body = (ctx.request as { body?: unknown }).body;
  const findings = jsonFindings(body);
  if (findings.tooDeep) throw unprocessable({ _: [InputMessages.bodyTooDeep] });
  const fields = [...findings.controlCharacters, ...queryFieldsWithControlCharacters(ctx.query)];
  if (fields.length) throw unprocessable(Object.fromEntries(fields.map((field) => [field, [InputMessages.controlCharacters]])));
  await next();
}

function queryFieldsWithControlCharacters(query: Context['query']): string[] {
  return Object.entries(query)
    .filter(([key, value]) => hasControlCharacters(key) || [value ?? []].flat().some(hasControlCharacters))
    .map(([key]) => key);
}
