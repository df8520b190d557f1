/**
 * Bundles the CLI (dist/cli/main.js and every module it loads, each command's in its own chunk) into
 * dist/cli-bundle/, which bin/linkproof.js runs (`npm run build` runs this after tsc). Node loads about 150
 * modules one by one to start the mock, which takes longer than the mock's own start (about 250 ms of a
 * 450 ms start on a 2-core machine); from the bundle it loads a few files.
 *
 * - Every module's `import.meta.url` still names its own file in dist/, so that the paths found from it (the
 *   default dataset, package.json, the API page's files, the workers' modules) are the same as unbundled. A
 *   worker runs the unbundled module: it starts a thread of its own, and only for a large dataset.
 * - The packages the mock's start needs are bundled too (small; Node would load them module by module); the
 *   others stay imports of the installed package: they are loaded only by the commands that use them.
 */
import { readFile, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

export const DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));
/** Where the bundled packages are found, for a dist/ outside this checkout too (the packed-tarball test's). */
const NODE_MODULES = fileURLToPath(new URL('../node_modules', import.meta.url));

/** The packages left out of the bundle: what only `conform`, `fixtures`, `proxy` and the config files load. */
export const NOT_BUNDLED = ['@faker-js/faker', 'ajv', 'ajv/*', 'fast-check', 'jsqr', 'openapi-fetch', 'yaml'];

/** Keeps each of dist's modules' `import.meta.url` the URL of its own file, written relative to the bundle's. */
function ownUrls(outDir: string): Plugin {
  return {
    name: 'own-import-meta-url',
    setup(builder) {
      builder.onLoad({ filter: /\.js$/ }, async ({ path }) => {
        const text = await readFile(path, 'utf8');
        if (path.includes('/node_modules/') || !text.includes('import.meta.url')) return { contents: text, loader: 'js' };
        const own = `new URL(${JSON.stringify(relative(outDir, path))}, import.meta.url).href`;
        return { contents: text.replaceAll('import.meta.url', own), loader: 'js' };
      });
    },
  };
}

/** Writes dist/cli-bundle/ from dist/ (tsc's output); returns the bundle's files and total size in bytes. */
export async function bundleCli(distDir = DIST_DIR): Promise<{ files: number; bytes: number }> {
  const outDir = join(distDir, 'cli-bundle');
  await rm(outDir, { recursive: true, force: true });
  const result = await build({
    entryPoints: [join(distDir, 'cli/main.js')],
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: NOT_BUNDLED,
    nodePaths: [NODE_MODULES],
    plugins: [ownUrls(outDir)],
    metafile: true,
    logLevel: 'warning',
  });
  const outputs = Object.values(result.metafile.outputs);
  return { files: outputs.length, bytes: outputs.reduce((sum, output) => sum + output.bytes, 0) };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { files, bytes } = await bundleCli();
  console.log(`dist/cli-bundle/: ${files} files, ${(bytes / 1024).toFixed(0)} KB`);
}
