/**
 * A browser for the single sign-on tests: follows redirects by hand, keeps cookies, and fills in
 * the development sign-in and consent pages of the test provider (sso-test-provider.mjs).
 */
export function createSsoBrowser() {
  const cookies = new Map<string, string>();

  async function request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return res;
  }

  /** The next address of an answer: its redirect, or after submitting its sign-in or consent form. */
  async function next(url: string, res: Response, login: string): Promise<string> {
    const location = res.headers.get('location');
    if (location) return new URL(location, url).toString();
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`no redirect and no form at ${url} (${res.status}): ${html.slice(0, 300)}`);
    const body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
    const posted = await request(new URL(action, url).toString(), {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    return next(url, posted, login);
  }

  return {
    cookies,
    request,
    /** Follows `url` through the provider (signing in as `login`) until `stop` says so. */
    async walk(url: string, login: string, stop: (url: string) => boolean): Promise<string> {
      let current = url;
      for (let hop = 0; hop < 20; hop++) {
        if (stop(current)) return current;
        current = await next(current, await request(current), login);
      }
      throw new Error(`too many redirects from ${url}`);
    },
  };
}
