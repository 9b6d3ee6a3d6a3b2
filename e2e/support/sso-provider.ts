import { spawn } from 'node:child_process';
import path from 'node:path';
import { BASE_URL, E2E_PORT, ROOT } from './product';

/** The demo pool's test provider: its button on /login/demo and its client at the provider. */
export const SSO_TEST = {
  code: 'testidp',
  text: { en: 'Log in with Test IdP', nl: 'Inloggen met Test IdP' },
  clientId: 'invalpool-e2e',
  clientSecret: 'invalpool-e2e-secret',
};
const PID_ENV = 'SSO_TEST_PROVIDER_PID';

/**
 * Runs the real OpenID Connect test provider (services/identity/src/testing/sso-test-provider.mjs)
 * beside the product, on E2E_PORT + 100, and sets the environment the product is started with
 * (Playwright hands process.env set in global setup to the tests too, so restarts keep it): the
 * provider for the demo pool, and PUBLIC_URL so the callback comes back to the browser's address.
 */
export async function startSsoTestProvider(): Promise<void> {
  const child = spawn(process.execPath, [path.join(ROOT, 'services/identity/src/testing/sso-test-provider.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      SSO_TEST_PORT: String(E2E_PORT + 100),
      SSO_TEST_CLIENT_ID: SSO_TEST.clientId,
      SSO_TEST_CLIENT_SECRET: SSO_TEST.clientSecret,
      SSO_TEST_REDIRECT_URI: `${BASE_URL}/api/auth/sso/callback`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const issuer = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the SSO test provider did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /sso test provider at (\S+)/.exec(output);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the SSO test provider exited with ${code}:\n${output}`)));
  });
  child.stdout?.resume();
  child.stderr?.resume();
  child.unref();
  process.env[PID_ENV] = String(child.pid);
  process.env.PUBLIC_URL = BASE_URL;
  process.env.SSO_PROVIDERS = JSON.stringify([
    { pool: 'demo', code: SSO_TEST.code, issuer, client_id: SSO_TEST.clientId, client_secret: SSO_TEST.clientSecret, text: SSO_TEST.text },
  ]);
}

export function stopSsoTestProvider(): void {
  const pid = Number(process.env[PID_ENV]);
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}
