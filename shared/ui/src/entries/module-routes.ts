export { ModuleRoutes, emptyPage, useModuleInfo, type ModulePages, type PageProps } from '../module-routes/module-routes';
