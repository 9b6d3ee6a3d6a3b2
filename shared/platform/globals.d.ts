/** Injected by the build (shared/platform/build/module-build.ts). */
declare const __MODULE_NAME__: string;
declare const __MODULE_VERSION__: string;
/** the versions of `@app/platform` and `@app/ui` the build was made against */
declare const __SHARED_VERSIONS__: Record<import('@app/contracts').VersionedShared, string>;
