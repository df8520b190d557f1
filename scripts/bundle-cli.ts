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
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, transform, type Plugin } from 'esbuild';

export const DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));
/** Where the bundled packages are found, for a dist/ outside this checkout too (the packed-tarball test's). */
const NODE_MODULES = fileURLToPath(new URL('../node_modules', import.meta.url));

/** The packages left out of the bundle: what only `conform`, `fixtures`, `proxy` and the config files load. */
export const NOT_BUNDLED = ['@faker-js/faker', 'ajv', 'ajv/*', 'fast-check', 'jsqr', 'openapi-fetch', 'yaml'];

/** What each module's `import.meta.url` becomes in the bundle: a constant the module defines first (ownUrls). */
const OWN_URL = '__linkproof_module_url';
/** What any other `import.meta` becomes, only to be found: the build then fails. */
const OTHER_META = '__linkproof_other_import_meta';

/**
 * Keeps each of dist's modules' `import.meta.url` the URL of its own file, written relative to the bundle's: replaced
 * in the module's syntax tree (esbuild's define: a string or a comment that says `import.meta.url` is left alone) by a
 * constant defined first in it. Any other `import.meta` (`import.meta.dirname`, `const meta = import.meta`), and a
 * bundled package's `import.meta.url`, would name the bundle's chunk instead: the build fails, naming the file.
 */
function ownUrls(outDir: string): Plugin {
  return {
    name: 'own-import-meta-url',
    setup(builder) {
      builder.onLoad({ filter: /\.m?js$/ }, async ({ path }) => {
        const text = await readFile(path, 'utf8');
        if (!text.includes('import.meta')) return { contents: text, loader: 'js' };
        const { code } = await transform(text, { define: { 'import.meta.url': OWN_URL, 'import.meta': OTHER_META }, format: 'esm', loader: 'js', sourcefile: path });
        if (code.includes(OTHER_META)) throw new Error(`${path}: an import.meta other than import.meta.url would name the bundle's chunk, not this module`);
        if (/[\\/]node_modules[\\/]/.test(path) && code.includes(OWN_URL)) throw new Error(`${path}: a bundled package's import.meta.url would name the bundle's chunk; leave the package out of the bundle (NOT_BUNDLED)`);
        return { contents: `const ${OWN_URL} = new URL(${JSON.stringify(relative(outDir, path))}, import.meta.url).href;\n${code}`, loader: 'js' };
      });
    },
  };
}

/** The licence of each package the bundle holds a copy of, as its package has it (MIT and Apache-2.0 ask for it). */
async function packageLicences(inputs: string[]): Promise<string | undefined> {
  const roots = [...new Set(inputs.map((input) => /^(.*node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(input)?.[1]).filter((root) => root !== undefined))].sort();
  if (roots.length === 0) return undefined;
  const sections: string[] = [];
  for (const root of roots) {
    const { name, version, license } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { name: string; version: string; license?: string };
    const file = (await readdir(root)).find((entry) => /^(licen[cs]e|copying)(\.|$)/i.test(entry));
    const text = file === undefined ? `(${license ?? 'no licence named'}; the package ships no licence file)` : (await readFile(join(root, file), 'utf8')).trim();
    sections.push(`${name} ${version} (${license ?? 'see below'})\n\n${text}`);
  }
  return `The bundle in this directory holds copies of these packages, under these licences:\n\n${sections.join(`\n\n${'-'.repeat(72)}\n\n`)}\n`;
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
    absWorkingDir: distDir,
  });
  const inputs = Object.keys(result.metafile.inputs).map((input) => resolve(distDir, input));
  const licences = await packageLicences(inputs);
  if (licences !== undefined) await writeFile(join(outDir, 'THIRD-PARTY-LICENSES.txt'), licences);
  const outputs = Object.values(result.metafile.outputs);
  return { files: outputs.length, bytes: outputs.reduce((sum, output) => sum + output.bytes, 0) };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { files, bytes } = await bundleCli();
  console.log(`dist/cli-bundle/: ${files} files, ${(bytes / 1024).toFixed(0)} KB`);
}
