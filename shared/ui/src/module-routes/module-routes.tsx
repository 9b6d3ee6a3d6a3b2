import { createContext, useContext, type ComponentType } from 'react';
import { matchRoute, ROUTES, type RouteDef } from '@app/contracts';
import { useLocation } from '@app/platform/navigation';
import { PageFrame } from '@app/ui/page-frame';

export interface PageProps {
  route: RouteDef;
  params: Record<string, string>;
}

/** A module's pages by route path (the `path` of its entries in contracts ROUTES). */
export type ModulePages = Record<string, ComponentType<PageProps>>;

const ModuleInfo = createContext<{ remote: string; version: string }>({ remote: '', version: '' });

export function useModuleInfo() {
  return useContext(ModuleInfo);
}

/** Renders the page of the current route; the shell's guards already checked access. */
export function ModuleRoutes({ remote, version, pages }: { remote: string; version: string; pages: ModulePages }) {
  const { pathname } = useLocation();
  const match = matchRoute(pathname, ROUTES.filter((r) => r.remote === remote));
  const Page = match ? pages[match.route.path] : undefined;
  return (
    <ModuleInfo.Provider value={{ remote, version }}>
      {match && Page ? <Page route={match.route} params={match.params} /> : null}
    </ModuleInfo.Provider>
  );
}

/** A page that, in this issue, shows its area's frame with an empty state. */
export function emptyPage(emptyKey: string): ComponentType<PageProps> {
  function EmptyPage({ route }: PageProps) {
    const { remote, version } = useModuleInfo();
    return <PageFrame remote={remote} version={version} title={route.title} empty={emptyKey} />;
  }
  return EmptyPage;
}
