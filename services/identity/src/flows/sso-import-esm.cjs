// openid-client (and the test's oidc-provider) are ECMAScript modules only. tsx keeps an import()
// as it is, but jest's swc transform turns it into require(), which cannot load them. A .cjs file
// is not transformed, so its import() reaches the runtime's loader in both (ADR 0008).
module.exports.importEsm = (specifier) => import(specifier);
