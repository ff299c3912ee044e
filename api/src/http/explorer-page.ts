/**
 * The API explorer's page without inline script (issue 11.9: the CSP allows only same-origin script files). The
 * LoopBack explorer keeps serving swagger-ui's files under /api/explorer/; its index page — whose start-up code is
 * an inline script — is replaced by this one, which loads the same start-up code from explorer-init.js.
 */
import type express from 'express';

const PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="UTF-8">
  <title>BCU Registry API Explorer</title>
  <link rel="stylesheet" type="text/css" href="./swagger-ui.css">
  <link rel="icon" type="image/png" href="./favicon-32x32.png" sizes="32x32">
  <style>html { box-sizing: border-box; overflow-y: scroll; } *, *:before, *:after { box-sizing: inherit; } body { margin: 0; background: #fafafa; }</style>
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="./swagger-ui-bundle.js"></script>
  <script src="./swagger-ui-standalone-preset.js"></script>
  <script src="./explorer-init.js"></script>
</body>
</html>
`;

const INIT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '../openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    filter: true,
    defaultModelsExpandDepth: 0,
    defaultModelExpandDepth: 0,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset.slice(1)],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl],
    layout: 'StandaloneLayout',
  });
});
`;

/** Serves the explorer's page and start-up script under `base` (e.g. /api/explorer). */
export function serveExplorerPage(app: express.Express, base: string): void {
  const send = (type: string, body: string) => (_req: express.Request, res: express.Response) => {
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', 'no-cache');
    res.send(body);
  };
  app.get([`${base}/`, `${base}/index.html`], send('text/html; charset=utf-8', PAGE));
  app.get(`${base}/explorer-init.js`, send('text/javascript; charset=utf-8', INIT));
}
