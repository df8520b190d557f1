/**
 * Copies the built Swagger UI files the API page at /docs needs from the swagger-ui-dist dev dependency into
 * docs-assets/ at the package's root, which package.json "files" ships (run by `npm run build`).
 *
 * Vendored rather than depended on: swagger-ui-dist 5 depends on @scarf/scarf (install-time analytics), and an
 * install of linkproof holds no package it does not use. From the package's root the files resolve alike for
 * src/ (tests) and dist/ (the CLI): src/mock/node/serve-docs-asset.ts reads them from `../../../docs-assets/`.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DOCS_ASSETS } from '../src/mock/docs/docs-assets.js';

export const DOCS_ASSETS_DIR = fileURLToPath(new URL('../docs-assets', import.meta.url));

/** Writes the files of DOCS_ASSETS into `outDir` (emptied first); returns their total size in bytes. */
export async function copyDocsAssets(outDir = DOCS_ASSETS_DIR): Promise<number> {
  const source = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  let total = 0;
  for (const name of Object.keys(DOCS_ASSETS)) {
    const text = await readFile(join(source, name), 'utf8');
    // The source maps are not shipped: a reference to one would only make devtools ask for a file that is not there.
    const kept = text.replace(/\n?\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '\n').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
    await writeFile(join(outDir, name), kept);
    total += Buffer.byteLength(kept);
  }
  return total;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const bytes = await copyDocsAssets();
  console.log(`docs-assets/: Swagger UI's files for /docs (${(bytes / 1024).toFixed(0)} KB)`);
}
