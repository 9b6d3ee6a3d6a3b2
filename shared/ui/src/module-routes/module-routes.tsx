import { createContext, useContext, useMemo, type ComponentType } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { matchRoute, rankRoutes, type ModuleRoute } from '@app/contracts';
import { useLocation } from '@app/platform/navigation';
import { PageFrame } from '@app/ui/page-frame';

export interface PageProps {
  route: ModuleRoute;
  params: Record<string, string>;
}

/** A module's pages by route path (the `path` of its entries in its own src/routes.ts). */
export type ModulePages = Record<string, ComponentType<PageProps>>;

const ModuleInfo = createContext<{ remote: string; version: string }>({ remote: '', version: '' });

export function useModuleInfo() {
  return useContext(ModuleInfo);
}

/** Renders the page of the current route among the module's own; the shell's guards already checked access. */
export function ModuleRoutes({
  remote,
  version,
  routes,
  pages,
}: {
  remote: string;
  version: string;
  routes: readonly ModuleRoute[];
  pages: ModulePages;
}) {
  const { pathname } = useLocation();
  const ranked = useMemo(() => rankRoutes(routes), [routes]);
  const match = matchRoute(pathname, ranked);
  const Page = match ? pages[match.route.path] : undefined;
  return (
    <ModuleInfo.Provider value={{ remote, version }}>
      {match && Page ? <Page route={match.route} params={match.params} /> : null}
    </ModuleInfo.Provider>
  );
}

/**
 * A page whose screens are not built yet: its frame says so, rather than pretending there is
 * simply no data.
 */
export function UnavailablePage({ route }: PageProps) {
  const { t } = useTranslation();
  const { remote, version } = useModuleInfo();
  return (
    <PageFrame remote={remote} version={version} title={route.title}>
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography color="text.secondary" data-testid="page-not-available">
          {t('page_frame.not_available')}
        </Typography>
      </Paper>
    </PageFrame>
  );
}
