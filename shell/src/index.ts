import { holdEarlySubmits } from './prerender/early-submit';

// The sign-in form may be on screen already (pre-rendered, ADR 0223): a submit before the app runs is held for it.
holdEarlySubmits();

// The async boundary lets Module Federation negotiate the shared singletons before any import runs.
// Its chunks are preloaded from the page's <head> (module-build's preload of the `bootstrap` group).
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
