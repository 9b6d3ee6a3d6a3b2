/**
 * The field schemas that speak the spec's messages are shared with staffing (the request forms
 * validate the same way), so they live in `@app/contracts/field-schemas`; master data's inputs read
 * them through this file.
 */
export * from '@app/contracts/field-schemas';
