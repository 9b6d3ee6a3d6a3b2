export { ModuleRoutes, UnavailablePage, useModuleInfo, type ModulePages, type PageProps } from '../module-routes/module-routes';
