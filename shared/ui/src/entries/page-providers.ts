// `@app/ui/page-providers`: the providers of a page on its own (not shared at run time: such pages have no federation).
export { PageProviders } from '../module-root/page-providers';
