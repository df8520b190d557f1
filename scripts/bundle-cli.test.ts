import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundleCli } from './bundle-cli.js';

const BIN = fileURLToPath(new URL('../bin/linkproof.js', import.meta.url));
const run = promisify(execFile);

/**
 * bin/linkproof.js with two stand-in CLIs, each saying which it is, written at the given times (s); with src/ beside
 * them for a checkout, without it for an installed package.
 */
async function stage(dir: string, times: { modules: number; bundle?: number }, checkout: boolean): Promise<void> {
  await mkdir(join(dir, 'bin'));
  if (checkout) await mkdir(join(dir, 'src'));
  await cp(BIN, join(dir, 'bin/linkproof.js'));
  const cli = async (path: string, name: string, time: number) => {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), `export async function main(args) { console.log(${JSON.stringify(name)}, args.join(' ')); return 0; }\n`);
    await utimes(join(dir, path), time, time);
  };
  await cli('dist/cli/main.js', 'modules', times.modules);
  if (times.bundle !== undefined) await cli('dist/cli-bundle/main.js', 'bundle', times.bundle);
}

describe('bin/linkproof.js runs the bundle, but in a checkout whose modules are newer than it', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'linkproof-bin-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const ran = async () => (await run(process.execPath, [join(dir, 'bin/linkproof.js'), 'mock', '--port', '0'])).stdout;

  it('a checkout built by npm run build (the bundle written after tsc): the bundle', async () => {
    await stage(dir, { modules: 1_000, bundle: 1_010 }, true);
    expect(await ran()).toBe('bundle mock --port 0\n');
  });

  it('a checkout whose modules tsc alone rebuilt after the bundle: the modules, not the stale bundle', async () => {
    await stage(dir, { modules: 1_010, bundle: 1_000 }, true);
    expect(await ran()).toBe('modules mock --port 0\n');
  });

  it('a checkout where tsc --watch rewrote one module after the bundle (not dist/cli/main.js): the modules', async () => {
    await stage(dir, { modules: 1_000, bundle: 1_010 }, true);
    await mkdir(join(dir, 'dist/mock'));
    await writeFile(join(dir, 'dist/mock/create-mock.js'), 'export {};\n');
    await utimes(join(dir, 'dist/mock/create-mock.js'), 1_020, 1_020);
    expect(await ran()).toBe('modules mock --port 0\n');
  });

  it('an installed package: the bundle, whatever order npm unpacked the files in', async () => {
    await stage(dir, { modules: 1_010, bundle: 1_000 }, false);
    expect(await ran()).toBe('bundle mock --port 0\n');
  });

  it('no bundle: the modules', async () => {
    await stage(dir, { modules: 1_000 }, false);
    expect(await ran()).toBe('modules mock --port 0\n');
    await rm(join(dir, 'bin'), { recursive: true });
    await stage(dir, { modules: 1_000 }, true);
    expect(await ran()).toBe('modules mock --port 0\n');
  });
});

describe('bundleCli: each bundled module finds files from its own place in dist/', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'linkproof-bundle-'));
    await mkdir(join(dir, 'dist/cli'), { recursive: true });
    await mkdir(join(dir, 'dist/deep/er'), { recursive: true });
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("import.meta.url is its own module's, in every module; a string or a comment that says it is left alone", async () => {
    await writeFile(
      join(dir, 'dist/cli/main.js'),
      `import { where } from '../deep/er/where.js';
// import.meta.url, in a comment
export async function main() { console.log(new URL('../../package.json', import.meta.url).pathname, where(), "import.meta.url in a string"); return 0; }
`,
    );
    await writeFile(join(dir, 'dist/deep/er/where.js'), "export const where = () => new URL('./neighbour.txt', import.meta.url).pathname;\n");
    await bundleCli(join(dir, 'dist'));
    const script = `const { main } = await import(${JSON.stringify(pathToFileURL(join(dir, 'dist/cli-bundle/main.js')).href)}); await main();`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
    expect(stdout).toBe(`${join(dir, 'package.json')} ${join(dir, 'dist/deep/er/neighbour.txt')} import.meta.url in a string\n`);
  });

  it('any other import.meta (import.meta.dirname, import.meta itself) fails the build, naming the module', async () => {
    await writeFile(join(dir, 'dist/cli/main.js'), "import { here } from '../deep/er/here.js';\nexport async function main() { console.log(here); return 0; }\n");
    await writeFile(join(dir, 'dist/deep/er/here.js'), 'const meta = import.meta;\nexport const here = meta.url;\n');
    await expect(bundleCli(join(dir, 'dist'))).rejects.toThrow(/deep\/er\/here\.js: an import\.meta other than import\.meta\.url/);
  });
});
