/** Where the API page's renderer files are served, under the mock's base path. */
export const DOCS_ASSETS_PATH = '/docs/assets';

/**
 * The files of Swagger UI (swagger-ui-dist, Apache-2.0) the package ships, with their content types. They are
 * copied from the dev dependency at build time (scripts/copy-docs-assets.ts) into docs-assets/ at the package's
 * root, so that the page works offline and an install holds none of swagger-ui-dist's own dependencies.
 * Served by the Node adapter only: the core has no file system.
 */
export const DOCS_ASSETS = Object.freeze({
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
  LICENSE: 'text/plain; charset=utf-8',
  NOTICE: 'text/plain; charset=utf-8',
  'swagger-ui-bundle.js.LICENSE.txt': 'text/plain; charset=utf-8',
} as const);

export type DocsAssetName = keyof typeof DOCS_ASSETS;

export function isDocsAssetName(name: string): name is DocsAssetName {
  return Object.hasOwn(DOCS_ASSETS, name);
}
