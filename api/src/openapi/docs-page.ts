/**
 * The script that starts Swagger UI on the docs page. Served as a file rather than inline so that the page
 * works under a Content-Security-Policy without 'unsafe-inline'; it reads the document's URL from the page.
 */
export const DOCS_INIT_SCRIPT = `window.addEventListener('load', function () {
  var root = document.getElementById('swagger-ui');
  window.ui = SwaggerUIBundle({
    url: root.getAttribute('data-spec-url'),
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: 'StandaloneLayout',
  });
});
`;

/** The HTML of GET /v1/docs: Swagger UI from the locally served assets, pointed at the document. */
export function docsPageHtml(assets: string, specUrl: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Exceed API</title>
    <link rel="icon" type="image/png" href="${assets}/favicon-32x32.png" />
    <link rel="stylesheet" href="${assets}/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui" data-spec-url="${specUrl}"></div>
    <noscript>The API documentation needs JavaScript. The raw document is at <a href="${specUrl}">${specUrl}</a>.</noscript>
    <script src="${assets}/swagger-ui-bundle.js"></script>
    <script src="${assets}/swagger-ui-standalone-preset.js"></script>
    <script src="${assets}/docs-init.js"></script>
  </body>
</html>
`;
}
