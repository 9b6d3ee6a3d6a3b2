// The async boundary lets Module Federation negotiate the shared singletons before any import runs.
// Its chunks are preloaded from the page's <head> (module-build's preload of the `bootstrap` group).
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
