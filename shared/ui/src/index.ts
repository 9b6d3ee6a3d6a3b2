// The whole kit. Each part is its own entry point (`@app/ui/dialogs`, `@app/ui/loader`, ...), shared
// as a singleton on its own, so a page loads only what it renders. This barrel is not shared: it
// re-exports by name through the package entry points (one shared instance for every importer) and
// is tree-shaken in each build.
export { theme, HEADER_BACKGROUND } from '@app/ui/theme';
export { BaseProviders } from '@app/ui/providers';
export { PageFrame, type PageFrameProps } from '@app/ui/page-frame';
export { ErrorPanel, type ErrorPanelProps } from '@app/ui/error-panel';
export { Loader } from '@app/ui/loader';
export {
  ConfirmDialog,
  CONFIRM_WIDTH,
  type ConfirmDialogProps,
  ErrorDialog,
  ERROR_DIALOG_WIDTH,
  type ErrorDialogProps,
  GlobalDialogs,
} from '@app/ui/dialogs';
export { confirm, showError, loader, toast, dismissToast, dialogStore, useDialogs, type Toast } from '@app/ui/dialog-store';
export { ErrorPage, errorKindOf, errorTexts, type ErrorKind } from '@app/ui/error-pages';
export { ModuleRoot, createRemoteLifecycles, type ModuleDefinition, type RemoteProps } from '@app/ui/module-root';
export { ModuleRoutes, UnavailablePage, useModuleInfo, type ModulePages, type PageProps } from '@app/ui/module-routes';
