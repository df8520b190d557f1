/** Where the API page's files are served, under the mock's base path. */
export const DOCS_ASSETS_PATH = '/docs/assets';

const JS = 'text/javascript; charset=utf-8';
const CSS = 'text/css; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';

/**
 * The files of the API page, with their content types: Swagger UI's (swagger-ui-dist, Apache-2.0, with its license
 * and notices) and linkproof's panel. scripts/build-docs-assets.ts writes them at build time into docs-assets/ at the
 * package's root, so the page works offline and an install holds none of swagger-ui-dist's own dependencies. Only
 * the Node adapter serves them: the core has no file system, and the main entry (a browser bundle) carries none.
 */
export const DOCS_ASSETS = Object.freeze({
  'swagger-ui-bundle.js': JS,
  'swagger-ui.css': CSS,
  'swagger-ui-bundle.js.LICENSE.txt': TEXT,
  'swagger-ui-LICENSE': TEXT,
  'swagger-ui-NOTICE': TEXT,
  'linkproof-panel.js': JS,
  'linkproof-panel.css': CSS,
} as const);

export type DocsAssetName = keyof typeof DOCS_ASSETS;

export function isDocsAssetName(name: string): name is DocsAssetName {
  return Object.hasOwn(DOCS_ASSETS, name);
}
