import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './product';

/** The demo pool's test provider: its button on /login/demo and its client at the provider. */
export const SSO_TEST = {
  code: 'testidp',
  text: { en: 'Log in with Test IdP', nl: 'Inloggen met Test IdP' },
  clientId: 'invalpool-e2e',
  clientSecret: 'invalpool-e2e-secret',
};

/**
 * Runs the real OpenID Connect test provider (services/identity/src/testing/sso-test-provider.mjs)
 * beside the product on `port`, on port + 100, and answers its process group and the environment the
 * product is started with (kept in its state, so restarts keep it): the provider for the demo pool,
 * and PUBLIC_URL so the callback comes back to the browser's address.
 */
export async function startSsoTestProvider(port: number): Promise<{ pid: number; env: Record<string, string> }> {
  const publicUrl = `http://localhost:${port}`;
  const child = spawn(process.execPath, [path.join(ROOT, 'services/identity/src/testing/sso-test-provider.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      SSO_TEST_PORT: String(port + 100),
      SSO_TEST_CLIENT_ID: SSO_TEST.clientId,
      SSO_TEST_CLIENT_SECRET: SSO_TEST.clientSecret,
      SSO_TEST_REDIRECT_URI: `${publicUrl}/api/auth/sso/callback`,
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
  const provider = {
    pool: 'demo',
    code: SSO_TEST.code,
    issuer,
    client_id: SSO_TEST.clientId,
    client_secret: SSO_TEST.clientSecret,
    text: SSO_TEST.text,
  };
  return { pid: child.pid as number, env: { PUBLIC_URL: publicUrl, SSO_PROVIDERS: JSON.stringify([provider]) } };
}

export function stopSsoTestProvider(pid: number): void {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}
