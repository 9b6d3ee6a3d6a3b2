export function menuHref(route: string): string {
  return route.startsWith('/') ? route : `/${route}`;
}
