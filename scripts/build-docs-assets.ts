/**
 * Writes the files of the API page at /docs into docs-assets/ at the package's root, which package.json "files"
 * ships (run by `npm run build`): Swagger UI's built files from the swagger-ui-dist dev dependency, with its license
 * and notices, and linkproof's panel (src/mock/docs/panel/), bundled by esbuild.
 *
 * Vendored rather than depended on: swagger-ui-dist 5 depends on @scarf/scarf (install-time analytics), and an
 * install of linkproof holds no package it does not use. From the package's root the files resolve alike for
 * src/ (tests) and dist/ (the CLI): src/mock/node/serve-docs-asset.ts reads them from `../../../docs-assets/`.
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { DOCS_ASSETS, type DocsAssetName } from '../src/mock/docs/docs-assets.js';

export const DOCS_ASSETS_DIR = fileURLToPath(new URL('../docs-assets', import.meta.url));
const PANEL_DIR = fileURLToPath(new URL('../src/mock/docs/panel/', import.meta.url));

/** Where each file comes from: a file of swagger-ui-dist, or linkproof's panel. */
const SOURCES: Record<DocsAssetName, () => Promise<string>> = {
  'swagger-ui-bundle.js': () => fromSwaggerUi('swagger-ui-bundle.js'),
  'swagger-ui.css': () => fromSwaggerUi('swagger-ui.css'),
  'swagger-ui-bundle.js.LICENSE.txt': () => fromSwaggerUi('swagger-ui-bundle.js.LICENSE.txt'),
  'swagger-ui-LICENSE': () => fromSwaggerUi('LICENSE'),
  'swagger-ui-NOTICE': () => fromSwaggerUi('NOTICE'),
  'linkproof-panel.js': bundlePanel,
  'linkproof-panel.css': () => readFile(join(PANEL_DIR, 'linkproof-panel.css'), 'utf8'),
};

async function fromSwaggerUi(name: string): Promise<string> {
  const dir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const text = await readFile(join(dir, name), 'utf8');
  // The source maps are not shipped: a reference to one would only make devtools ask for a file that is not there.
  return text.replace(/\n?\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '\n').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
}

async function bundlePanel(): Promise<string> {
  const result = await build({
    entryPoints: [join(PANEL_DIR, 'linkproof-panel.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    legalComments: 'none',
  });
  return result.outputFiles[0]!.text;
}

/**
 * Writes every file of DOCS_ASSETS into `outDir`, each replaced at once (written aside, then renamed), so that a
 * mock serving them while a test rebuilds them never reads half a file; returns their total size in bytes.
 */
export async function buildDocsAssets(outDir = DOCS_ASSETS_DIR): Promise<number> {
  await mkdir(outDir, { recursive: true });
  let total = 0;
  for (const [name, source] of Object.entries(SOURCES)) {
    const text = await source();
    const aside = join(outDir, `.${name}.${process.pid}.tmp`);
    await writeFile(aside, text);
    await rename(aside, join(outDir, name));
    total += Buffer.byteLength(text);
  }
  for (const name of await readdir(outDir)) if (!Object.hasOwn(DOCS_ASSETS, name) && !name.endsWith('.tmp')) await rm(join(outDir, name), { force: true });
  return total;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const bytes = await buildDocsAssets();
  console.log(`docs-assets/: the API page's files (${(bytes / 1024).toFixed(0)} KB)`);
}
