import { BASE_URL } from './product';
import { apiToken } from './session';

/** Calls the API as the sysadmin in the demo pool; answers the envelope's data. */
export async function asAdmin<T>(method: string, path: string, body?: unknown): Promise<T> {
  const { token } = await apiToken('admin', 'demo');
  const res = await fetch(`${BASE_URL}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()).data as T;
}

/**
 * Gives a demo person without an account a role in the demo pool, which mails an account
 * invitation through the outbox (POST /api/profile).
 */
export async function inviteDemoPerson(email: string, roleCode: string): Promise<void> {
  const [person] = await asAdmin<{ id: number; email: string }[]>('GET', `/person?search[q]=${encodeURIComponent(email)}`);
  if (person?.email !== email) throw new Error(`no demo person ${email}`);
  const roles = await asAdmin<{ id: number; code: string }[]>('GET', '/role');
  const role = roles.find((r) => r.code === roleCode);
  if (!role) throw new Error(`no role ${roleCode}`);
  const answer = await asAdmin<{ invited: boolean }>('POST', '/profile', { person_id: person.id, branch_id: null, role_ids: [role.id] });
  if (!answer.invited) throw new Error(`${email} already has an account`);
}

/** Renames an account as the sysadmin (PUT /api/account/{id} with only the new username). */
export async function renameAccount(username: string, newUsername: string): Promise<void> {
  const found = await asAdmin<{ id: number; username: string }[]>(
    'GET',
    `/account?search[q]=${encodeURIComponent(username)}&itemsPerPage=-1`,
  );
  const account = found.find((a) => a.username === username);
  if (!account) throw new Error(`no account ${username}`);
  await asAdmin('PUT', `/account/${account.id}`, { username: newUsername });
}
