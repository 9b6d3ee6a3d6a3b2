// The async boundary lets Module Federation negotiate the shared singletons before any import runs.
void import('./bootstrap');
