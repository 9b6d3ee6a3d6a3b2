import { expect } from '@playwright/test';
import { BASE_URL } from './product';
import { apiToken } from './session';

/** The newest outbox mail to `recipient` created after `since` whose text matches `pattern` (read as the sysadmin). */
export async function mailText(recipient: string, pattern: RegExp, since: number): Promise<RegExpExecArray> {
  const { token } = await apiToken('admin', 'demo');
  let found: RegExpExecArray | null = null;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${BASE_URL}/api/outbox?recipient=${encodeURIComponent(recipient)}&per_page=20`, { headers: { authorization: `Bearer ${token}` } });
        const items = ((await res.json()).data ?? []) as { text: string | null; created_at: string }[];
        const hit = items.find((m) => Date.parse(m.created_at) >= since - 2000 && pattern.test(m.text ?? ''));
        found = hit ? pattern.exec(hit.text ?? '') : null;
        return !!found;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as unknown as RegExpExecArray;
}
