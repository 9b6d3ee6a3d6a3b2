import path from 'node:path';
import type Router from '@koa/router';
import { send } from '@koa/send';
import compress from 'koa-compress';

/** Swagger UI's own build, served from the package: the gateway's CSP admits only 'self' scripts. */
const SWAGGER_UI_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const ASSETS = ['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png'];
const INIT_SCRIPT = 'init.js';

const page = (base: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Invalpool API</title>
    <link rel="icon" type="image/png" href="${base}/favicon-32x32.png" />
    <link rel="stylesheet" href="${base}/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${base}/swagger-ui-bundle.js"></script>
    <script src="${base}/${INIT_SCRIPT}"></script>
  </body>
</html>
`;

// a file, not an inline script, for the same CSP; no validator badge (it would call a third party)
const initScript = (documentUrl: string) =>
  `window.ui = SwaggerUIBundle({ url: ${JSON.stringify(documentUrl)}, dom_id: '#swagger-ui', deepLinking: true, docExpansion: 'none', filter: true, validatorUrl: null });\n`;

/** The readable page of the API document: GET <page> and its assets below it. */
export function mountApiDocsPage(router: Router, urls: { page: string; document: string }) {
  router.get(urls.page, (ctx) => {
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = page(urls.page);
  });
  router.get(`${urls.page}/${INIT_SCRIPT}`, (ctx) => {
    ctx.type = 'text/javascript; charset=utf-8';
    ctx.body = initScript(urls.document);
  });
  router.get(`${urls.page}/:asset`, compress({ threshold: 1024, br: false }), async (ctx, next) => {
    if (!ASSETS.includes(ctx.params.asset!)) return next();
    await send(ctx, ctx.params.asset!, { root: SWAGGER_UI_DIR, maxage: 24 * 60 * 60 * 1000 });
  });
}
