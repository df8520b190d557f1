import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { DOCS_ASSETS, DOCS_ASSETS_PATH, isDocsAssetName, type DocsAssetName } from '../docs/docs-assets.js';
import type { MockResponse } from '../mock-http.js';

/** The package's root holds docs-assets/ (scripts/copy-docs-assets.ts); the same from src/ and dist/. */
const ASSETS_DIR = new URL('../../../docs-assets/', import.meta.url);

interface LoadedAsset {
  body: Uint8Array;
  gzipped: Uint8Array;
  etag: string;
}

/** Each file is read (and compressed) once, on first request: 1.9 MB, of which the bundle is 1.7 MB. */
const loaded = new Map<DocsAssetName, Promise<LoadedAsset | undefined>>();

function load(name: DocsAssetName): Promise<LoadedAsset | undefined> {
  let asset = loaded.get(name);
  if (asset === undefined) {
    asset = readFile(new URL(name, ASSETS_DIR)).then(
      // One weak ETag for both encodings: they are the same file.
      (body) => ({ body, gzipped: gzipSync(body), etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` }),
      // Missing (a checkout that was never built): a 404 that says why, and a read again next time.
      () => {
        loaded.delete(name);
        return undefined;
      },
    );
    loaded.set(name, asset);
  }
  return asset;
}

/** The name of the asset a request path (without the base path) asks for, if it is under /docs/assets/. */
export function docsAssetPath(path: string): string | undefined {
  return path.startsWith(`${DOCS_ASSETS_PATH}/`) ? path.slice(DOCS_ASSETS_PATH.length + 1) : undefined;
}

/**
 * One of Swagger UI's files for the API page, read from the package's own docs-assets/. Revalidated on every
 * load (no-cache with an ETag): the URL carries no version, and an upgraded package must not serve a stale bundle.
 */
export async function serveDocsAsset(name: string, headers: Readonly<Record<string, string | undefined>>): Promise<MockResponse> {
  const asset = isDocsAssetName(name) ? await load(name) : undefined;
  if (asset === undefined) {
    const why = isDocsAssetName(name) ? `${name} is missing from ${fileURLToPath(ASSETS_DIR)}: run \`npm run build\`` : `No file ${name} under ${DOCS_ASSETS_PATH}/`;
    return { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }, body: `${why}\n` };
  }
  const cache = { etag: asset.etag, 'cache-control': 'no-cache', vary: 'accept-encoding' };
  if (headers['if-none-match'] === asset.etag) return { status: 304, headers: cache };
  const gzip = /\bgzip\b/.test(headers['accept-encoding'] ?? '');
  return {
    status: 200,
    headers: { 'content-type': DOCS_ASSETS[name as DocsAssetName], 'x-content-type-options': 'nosniff', ...cache, ...(gzip && { 'content-encoding': 'gzip' }) },
    body: gzip ? asset.gzipped : asset.body,
  };
}
