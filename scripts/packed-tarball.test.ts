/**
 * What a new user does, for real: `npm pack` this repository, install the tarball into a fresh project
 * outside it, and run the CLI and the public API from there. Catches what the in-repo tests cannot: a
 * run-time import that is only a devDependency, a file `"files"` leaves out, a path that only resolves
 * inside the checkout.
 */
import { execFile, spawn, type ChildProcess, type ExecFileException } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocsAssets } from './build-docs-assets.js';
import { bundleCli } from './bundle-cli.js';
import { packedManifest } from './pack-manifest.js';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const TOKEN = 'lp_acme_demo_token';
const OTHER_TOKEN = 'lp_side_project_demo_token';

/**
 * The environment of a fresh shell: without what npm (`npm test`, `npx vitest`) and vitest put there,
 * which would otherwise make the child npm act on this repository's package.json.
 */
const ENV: NodeJS.ProcessEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) =>
      !/^npm_(package_|lifecycle_|command$|execpath$|node_execpath$|config_local_prefix$)/i.test(name) &&
      !/^(VITEST|INIT_CWD$|NODE_ENV$|TEST$)/.test(name),
  ),
);

const execFileAsync = promisify(execFile);

interface Ran {
  command: string;
  code: number | string | null;
  stdout: string;
  stderr: string;
}

/** Runs a command without a shell; resolves whatever its exit code (a failure is data, for the assertion message). */
async function run(command: string, args: string[], cwd: string, timeout = 120_000): Promise<Ran> {
  const line = [command, ...args].join(' ');
  try {
    const { stdout, stderr } = await execFileAsync(command, args, { cwd, env: ENV, timeout, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' });
    return { command: line, code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as ExecFileException & { stdout?: string; stderr?: string };
    const why = failed.killed === true ? `killed (${failed.signal ?? 'timeout'} after ${timeout} ms)` : failed.message;
    return { command: line, code: failed.code ?? failed.signal ?? null, stdout: failed.stdout ?? '', stderr: `${failed.stderr ?? ''}\n[${why}]` };
  }
}

/** A readable account of a run, for assertion messages (the tail, when it is long). */
function shown(ran: Ran): string {
  const tail = (text: string) => (text.length > 12_000 ? `…${text.slice(-12_000)}` : text);
  return `\`${ran.command}\` exited ${String(ran.code)}\n--- stdout\n${tail(ran.stdout)}\n--- stderr\n${tail(ran.stderr)}`;
}

interface CliMock {
  child: ChildProcess;
  url: string;
}

/** `npx linkproof mock --port 0` in its own process group; resolves once it prints where it listens. */
function startCliMock(cwd: string): Promise<CliMock> {
  const child = spawn('npx', ['linkproof', 'mock', '--port', '0'], { cwd, env: ENV, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the mock did not start within 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /linkproof mock on (http:\/\/\S+)/.exec(output);
      if (listening !== null) {
        clearTimeout(timer);
        resolve({ child, url: listening[1]! });
      }
    };
    // The listeners stay attached for the mock's whole life, so its pipes never fill up.
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the mock exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
}

/** Stops the whole process group (npx and the node under it): SIGTERM, then SIGKILL after 5 s. */
async function stopCliMock(child: ChildProcess | undefined): Promise<void> {
  if (child?.pid === undefined) return;
  const group = -child.pid;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(group, name);
    } catch {
      // ESRCH: the group is already gone.
    }
  };
  if (child.exitCode === null && child.signalCode === null) {
    const exited = once(child, 'exit');
    signal('SIGTERM');
    const timer = setTimeout(() => signal('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }
  signal('SIGKILL'); // whatever of the group outlived npx
}

const USE_SCRIPT = `import { createMock, createClient, limits } from 'linkproof';

const mock = createMock({ seed: 1 });
const client = createClient({ baseUrl: 'http://linkproof.test', token: '${TOKEN}', fetch: mock.fetch });
const { data: link, error } = await client.POST('/links', { body: { url: 'https://example.com/launch', key: 'launch' } });
if (error !== undefined) {
  console.error(JSON.stringify(error));
  process.exit(1);
}
console.log(link.shortLink);
console.log('pageSize.maximum', limits.pageSize.maximum);
`;

describe('the packed tarball, installed into a new project', () => {
  let packDir: string | undefined;
  let stageDir: string | undefined;
  let projectDir: string | undefined;
  let tarball: string;
  /** What npm printed as it installed the tarball. */
  let installOutput = '';
  let mock: CliMock | undefined;

  const project = () => projectDir!;
  const linkproof = (args: string[], timeout?: number) => run('npx', ['linkproof', ...args], project(), timeout);

  beforeAll(async () => {
    packDir = await mkdtemp(join(tmpdir(), 'linkproof-pack-'));
    projectDir = await mkdtemp(join(tmpdir(), 'linkproof-project-'));

    // Packed from a staging copy with its own fresh build, so the repository's dist/ (which other tests run)
    // is never rewritten under them; `files` in package.json decides what the tarball holds, as on publish.
    stageDir = await mkdtemp(join(tmpdir(), 'linkproof-stage-'));
    const built = await run(process.execPath, [join(REPO, 'node_modules/typescript/bin/tsc'), '-p', join(REPO, 'tsconfig.build.json'), '--outDir', join(stageDir, 'dist')], REPO, 180_000);
    expect(built.code, shown(built)).toBe(0);
    // Every entry of package.json's `files` that is in the repository as it is (dist/ and docs-assets/ are
    // built here), so a file added to `files` is in the tarball under test too.
    const { files } = JSON.parse(await readFile(join(REPO, 'package.json'), 'utf8')) as { files: string[] };
    const asIs = files.filter((entry) => !entry.startsWith('!') && entry !== 'dist' && entry !== 'docs-assets');
    for (const entry of ['README.md', 'LICENSE', ...asIs]) {
      await cp(join(REPO, entry), join(stageDir, entry), { recursive: true });
    }
    // The manifest as npm's prepack writes it for a pack (this one is packed with --ignore-scripts).
    await writeFile(join(stageDir, 'package.json'), packedManifest(await readFile(join(REPO, 'package.json'), 'utf8')));
    // The rest of `npm run build`: the API page's files (Swagger UI's, vendored, and the panel's), and the CLI's bundle.
    await buildDocsAssets(join(stageDir, 'docs-assets'));
    await bundleCli(join(stageDir, 'dist'));
    const packed = await run('npm', ['pack', '--ignore-scripts', '--pack-destination', packDir], stageDir, 180_000);
    expect(packed.code, shown(packed)).toBe(0);
    const tarballs = (await readdir(packDir)).filter((name) => name.endsWith('.tgz'));
    expect(tarballs, shown(packed)).toHaveLength(1);
    tarball = join(packDir, tarballs[0]!);
    console.log(`packed tarball: ${((await stat(tarball)).size / 1024).toFixed(0)} KB`);

    await writeFile(join(projectDir, 'package.json'), `${JSON.stringify({ name: 'linkproof-user', version: '1.0.0', private: true, type: 'module' }, null, 2)}\n`);
    // --prefer-offline: CI reuses the cache `npm ci` filled; the registry is asked only for what is missing.
    const installed = await run('npm', ['install', tarball, '--no-audit', '--no-fund', '--prefer-offline'], projectDir, 180_000);
    expect(installed.code, shown(installed)).toBe(0);
    installOutput = `${installed.stdout}${installed.stderr}`;
  }, 360_000);

  afterAll(async () => {
    await stopCliMock(mock?.child);
    for (const dir of [packDir, stageDir, projectDir]) if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  }, 30_000);

  it('ships LICENSE and no source maps (they would point at sources it does not ship)', async () => {
    const listed = await run('tar', ['-tzf', tarball], project());
    expect(listed.code, shown(listed)).toBe(0);
    const entries = listed.stdout.split('\n').filter((entry) => entry !== '');
    expect(entries).toContain('package/LICENSE');
    expect(entries).toContain('package/bin/linkproof.js');
    expect(entries).toContain('package/dist/cli-bundle/main.js');
    expect(entries).toContain('package/openapi.yaml');
    expect(entries).toContain('package/fixtures/default.json');
    // The sample config `linkproof fixtures --help` points to.
    expect(entries).toContain('package/examples/fixtures.config.yaml');
    // The CI recipe the README points to ships too (not its test).
    expect(entries).toContain('package/examples/ci/conform.sh');
    expect(entries.filter((entry) => entry.startsWith('package/examples/ci/') && entry.endsWith('.test.ts'))).toStrictEqual([]);
    // Swagger UI for /docs, vendored with its license (swagger-ui-dist itself is only a dev dependency).
    for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css', 'swagger-ui-LICENSE', 'swagger-ui-NOTICE', 'linkproof-panel.js']) expect(entries).toContain(`package/docs-assets/${file}`);
    expect(entries.filter((entry) => entry.endsWith('.map'))).toEqual([]);
    const manifest = JSON.parse(await readFile(join(project(), 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    expect(Object.keys(manifest.dependencies ?? {})).toEqual(['linkproof']);
  });

  it('installs without install scripts: no prepare (a checkout\'s, that builds dist/), so npm warns of none', async () => {
    const manifest = JSON.parse(await readFile(join(project(), 'node_modules/linkproof/package.json'), 'utf8')) as { scripts?: Record<string, string> };
    expect(Object.keys(manifest.scripts ?? {}).filter((name) => /^(pre|post)?(install|prepare)$/.test(name))).toEqual([]);
    expect(installOutput).not.toMatch(/install-scripts|install scripts/);
  });

  it('depends on nothing it does not import: every dependency is imported by the shipped code', async () => {
    const installed = join(project(), 'node_modules/linkproof');
    const manifest = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const code: string[] = [];
    const walk = async (dir: string): Promise<void> => {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) await walk(join(dir, entry.name));
        else if (entry.name.endsWith('.js')) code.push(await readFile(join(dir, entry.name), 'utf8'));
      }
    };
    await walk(join(installed, 'dist'));
    const all = code.join('\n');
    const unused = Object.keys(manifest.dependencies).filter((name) => !new RegExp(`from ['"]${name.replace(/[/.]/g, '\\$&')}(?:/[^'"]*)?['"]`).test(all));
    expect(unused).toEqual([]);
  });

  it('npx linkproof --version: the installed package.json says which', async () => {
    const version = await linkproof(['--version']);
    expect(version.code, shown(version)).toBe(0);
    const installed = JSON.parse(await readFile(join(project(), 'node_modules/linkproof/package.json'), 'utf8')) as { version: string };
    expect(version.stdout).toMatch(new RegExp(`^linkproof ${installed.version.replaceAll('.', '\\.')} \\(contract \\d+\\.\\d+\\.\\d+\\)\\n$`));
  }, 60_000);

  it('npx linkproof mock serves (with its API page at /docs), and npx linkproof conform passes against it', async () => {
    mock = await startCliMock(project());
    expect(mock.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    // The API page's renderer, read from the installed package's own files.
    const page = await fetch(`${mock.url}/docs`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/docs/assets/swagger-ui-bundle.js');
    const bundle = await fetch(`${mock.url}/docs/assets/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await bundle.text()).toContain('SwaggerUIBundle');
    const conform = await linkproof(['conform', '--base-url', mock.url, '--token', TOKEN, '--other-token', OTHER_TOKEN, '--runs', '3', '--write-profile', 'profile.yaml'], 180_000);
    // 0 passed, 1 a check failed, 2 a usage error, 3 inconclusive.
    expect(conform.code, shown(conform)).toBe(0);
    await stopCliMock(mock.child);
    // The profile it learnt is one the installed mock follows (loading every module --profile needs, with only the package's dependencies).
    const profiled = await linkproof(['mock', '--profile', 'profile.yaml', '--print-profile']);
    expect(profiled.code, shown(profiled)).toBe(0);
    expect(profiled.stdout).toContain('following profile.yaml');
    // replay loads its modules too: a file that is no recording is a usage error, not a missing package.
    const replayed = await linkproof(['replay', 'profile.yaml', '--base-url', 'http://127.0.0.1:9', '--token', TOKEN]);
    expect(replayed.code, shown(replayed)).toBe(2);
    expect(replayed.stderr).toContain('is not a HAR file a proxy recorded');
  }, 240_000);

  it("the installed CLI runs from its bundle: the mock's start loads no module but the bundle's and Node's own", async () => {
    // Every module Node loads is written to stderr by a loader hook, registered before the CLI's first import.
    await writeFile(
      join(project(), 'list-loads.mjs'),
      `import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent('export async function load(url, context, next) { process.stderr.write("loaded " + url + "\\\\n"); return next(url, context); }'));
`,
    );
    const installed = join(project(), 'node_modules/linkproof');
    const child = spawn(process.execPath, ['--import', './list-loads.mjs', join(installed, 'bin/linkproof.js'), 'mock', '--port', '0'], { cwd: project(), env: ENV, stdio: ['ignore', 'pipe', 'pipe'] });
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = once(child, 'exit');
    try {
      await expect.poll(() => stdout, { timeout: 30_000 }).toContain('linkproof mock on http://');
    } finally {
      child.kill('SIGINT');
      await exited;
    }
    const files = [...stderr.matchAll(/^loaded (file:\S+)$/gm)].map(([, url]) => fileURLToPath(url!).slice(installed.length + 1));
    expect(files).toContain('dist/cli-bundle/main.js');
    expect(files.filter((file) => file !== 'bin/linkproof.js' && !file.startsWith('dist/cli-bundle/')), stderr).toEqual([]);
  }, 60_000);

  it('npx linkproof fixtures writes a dataset that npx linkproof check accepts', async () => {
    const written = await linkproof(['fixtures', '--seed', '1', '--links', '5', '--out', 'data.json']);
    expect(written.code, shown(written)).toBe(0);
    const checked = await linkproof(['check', 'data.json']);
    expect(checked.code, shown(checked)).toBe(0);
    expect(checked.stdout).toContain('data.json: valid (1 workspace(s), 5 links)');
  }, 60_000);

  it("linkproof/node: serveMock serves the mock over HTTP from a script", async () => {
    await writeFile(
      join(project(), 'serve.mjs'),
      `import { createMock } from 'linkproof';
import { serveMock } from 'linkproof/node';
const running = await serveMock(createMock({ seed: 1 }), { port: 0 });
const response = await fetch(running.url + '/links/count', { headers: { authorization: 'Bearer ${TOKEN}' } });
console.log(response.status, typeof (await response.json()));
await running.close();
`,
    );
    const served = await run(process.execPath, ['serve.mjs'], project(), 60_000);
    expect(served.code, shown(served)).toBe(0);
    expect(served.stdout).toBe('200 number\n');
  }, 60_000);

  it("bundles for a browser from the installed package: no Node built-in, no faker (esbuild, platform 'browser')", async () => {
    const result = await build({
      stdin: { contents: "import { createMock, createClient } from 'linkproof';\nwindow.mock = createMock({ seed: 1 });\nwindow.createClient = createClient;\n", resolveDir: project(), loader: 'js' },
      absWorkingDir: project(),
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const output = Object.values(result.metafile.outputs)[0]!;
    const included = Object.entries(output.inputs).filter(([, { bytesInOutput }]) => bytesInOutput > 0).map(([input]) => input);
    expect(included.some((input) => input.includes('node_modules/linkproof/dist/mock/create-mock.js'))).toBe(true);
    expect(included.filter((input) => input.includes('@faker-js') || input.includes('/factories/'))).toEqual([]);
    console.log(`browser bundle from the installed tarball: ${(output.bytes / 1024).toFixed(1)} KB minified`);
  }, 60_000);

  it("the public API: import { createMock, createClient, limits } from 'linkproof'", async () => {
    await writeFile(join(project(), 'use.mjs'), USE_SCRIPT);
    const used = await run(process.execPath, ['use.mjs'], project(), 60_000);
    expect(used.code, shown(used)).toBe(0);
    expect(used.stdout).toBe('https://acme.link/launch\npageSize.maximum 100\n');
  }, 60_000);
});
