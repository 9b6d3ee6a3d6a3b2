// `@app/ui/core-texts`: the kit's core texts, for a page on its own (PageProviders registers no texts) to register what it shows.
export { coreTexts } from '../i18n/core';
