import fs from 'node:fs/promises';
import path from 'node:path';

/** One change of the registry: who, when, what, and the module's state before and after. */
export interface AuditEntry {
  at: string;
  actor: string;
  action: 'set' | 'rollback' | 'pin' | 'unpin' | 'canary';
  module: string;
  /** the default version before and after (a pin or a canary leaves it alone) */
  from: string;
  to: string;
  /** the whole entry before and after, as `describeEntry` writes it */
  before: string;
  after: string;
  pools?: string[];
  share?: number;
  reason?: string;
}

/** The trail lives beside the registry: `registry.json` -> `registry.audit.jsonl`, one JSON object a line, only ever appended. */
export const auditFileOf = (registryFile: string): string =>
  path.join(path.dirname(registryFile), `${path.basename(registryFile, path.extname(registryFile))}.audit.jsonl`);

export async function appendAudit(registryFile: string, entry: AuditEntry): Promise<void> {
  const handle = await fs.open(auditFileOf(registryFile), 'a', 0o644);
  try {
    await handle.appendFile(`${JSON.stringify(entry)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export async function readAudit(registryFile: string): Promise<AuditEntry[]> {
  const text = await fs.readFile(auditFileOf(registryFile), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AuditEntry);
}

/**
 * The version a roll back returns to: every roll out of the default put the version before it on a
 * stack and every roll back took one off, so rolling back twice after two roll outs returns to
 * where both began. Null when the trail knows no version before the current one.
 */
export function previousVersion(trail: AuditEntry[], module: string): string | null {
  const before: string[] = [];
  for (const e of trail) {
    if (e.module !== module || e.from === e.to) continue;
    if (e.action === 'set') before.push(e.from);
    else if (e.action === 'rollback') before.pop();
  }
  return before.at(-1) ?? null;
}
