/** The pool of `/login/:poolUrl`, whose login page may show the pool's logo and message. */
export function poolUrlOf(pathname: string): string | null {
  const m = /^\/login\/([^/]+)\/?$/.exec(pathname);
  return m && m[1] !== 'reset' ? decodeURIComponent(m[1] as string) : null;
}

/** The token of `/login/reset/:token`, which shows the reset stage. */
export function resetTokenOf(pathname: string): string | null {
  const m = /^\/login\/reset\/([^/]+)\/?$/.exec(pathname);
  return m ? decodeURIComponent(m[1] as string) : null;
}
