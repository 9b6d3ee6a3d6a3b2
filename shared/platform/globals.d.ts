/** Injected by the build (shared/platform/build/module-build.ts). */
declare const __MODULE_NAME__: string;
declare const __MODULE_VERSION__: string;
