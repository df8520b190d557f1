/**
 * The CLI as a user or a CI job runs it (the built bin, in another process): every command's --help, the
 * one-line answers to known mistakes and failures, and `linkproof conform`'s exit codes, output, and what it
 * does when interrupted.
 */
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { COMMANDS, type CommandName } from '../src/cli/commands.js';
import { createMockWithDefaults } from '../src/mock/create-mock-with-defaults.js';
import { serveMock, type RunningMock } from '../src/mock/node/serve-mock.js';
import type { Mock } from '../src/mock/create-mock.js';

const BIN = fileURLToPath(new URL('../bin/linkproof.js', import.meta.url));
const TOKEN = 'lp_acme_demo_token';
const OTHER = 'lp_side_project_demo_token';
const run = promisify(execFile);
let healthyMock: Mock;
let healthy: RunningMock;
let broken: RunningMock;
let slow: RunningMock;

beforeAll(async () => {
  healthyMock = createMockWithDefaults({ seed: 1, rateLimit: false });
  healthy = await serveMock(healthyMock, { port: 0 });
  const failing = createMockWithDefaults({ seed: 1, rateLimit: false });
  // A broken implementation: it answers every create with a server error.
  failing.faults.set('createLink', { status: 500 });
  broken = await serveMock(failing, { port: 0 });
  const slowMock = createMockWithDefaults({ seed: 1, rateLimit: false });
  slowMock.faults.set('getWorkspace', { latencyMs: 3000 });
  slow = await serveMock(slowMock, { port: 0 });
});
afterAll(async () => {
  await healthy?.close();
  await broken?.close();
  await slow?.close();
});

async function linkproof(args: string[], cwd = tmpdir()): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    // A timeout: a command that should only print but serves instead would never exit.
    const { stdout, stderr } = await run(process.execPath, [BIN, ...args], { cwd, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const conform = (url: string, ...extra: string[]) => linkproof(['conform', '--base-url', url, '--token', TOKEN, '--runs', '3', ...extra]);

describe('npx linkproof conform: exit codes', () => {
  it('0 against the mock: every required check ran and passed; prints the discovered profile', async () => {
    const { code, stdout } = await conform(healthy.url, '--other-token', OTHER);
    expect(code, stdout).toBe(0);
    expect(stdout).toMatch(/^linkproof conform: http:\/\/127\.0\.0\.1:\d+ \(profile spec/);
    expect(stdout).toContain('target profile (its choices where the spec is silent):\n  pageSize parameter       pageSize  (');
    expect(stdout).toMatch(/\n\d+ passed, 0 failed, 0 not verified, \d+ skipped, 6 not requested \(--resolve-short-links\); \d+ writes; cleanup deleted \d+ links\n/);
    expect(stdout).toContain('verdict: PASS');
  });

  it('1 against a broken implementation, naming the broken rule and its replay', async () => {
    const { code, stdout } = await conform(broken.url, '--other-token', OTHER);
    expect(code).toBe(1);
    expect(stdout).toMatch(/\nFAIL +response_conformance_createLink +§2 §4 §7 +mandated +a valid request succeeds: answered 500\n/);
    expect(stdout).toMatch(/\n {2}response_conformance_createLink: LINKPROOF_TOKEN=… sh linkproof-failures\/response_conformance_createLink\.sh\n/);
  });

  it('3 (inconclusive) when a mandated check cannot run, listing it with why; 0 once the user accepts it by name', async () => {
    const inconclusive = await conform(healthy.url, '--only', 'isolated');
    expect(inconclusive.code).toBe(3);
    expect(inconclusive.stdout).toContain('not verified (could not run; not a pass):\n  workspaces_are_isolated: needs --other-token, a token of a second workspace\n');
    const allowed = await conform(healthy.url, '--only', 'isolated', '--allow-skip', 'workspaces_are_isolated');
    expect(allowed.code).toBe(0);
  });

  it('2 for a token the target refuses, saying so', async () => {
    const { code, stdout, stderr } = await linkproof(['conform', '--base-url', healthy.url, '--token', 'not-a-token']);
    expect(code).toBe(2);
    expect(`${stdout}${stderr}`).toContain('the target refused --token (GET /links/count answered 401');
    expect(stdout).not.toContain('FAIL');
  });

  it('2 for --only or --allow-skip patterns that match no check', async () => {
    const only = await conform(healthy.url, '--only', 'nomatch');
    expect(only.code).toBe(2);
    expect(only.stderr).toContain('--only nomatch matches no check');
    const allow = await conform(healthy.url, '--allow-skip', 'isolation');
    expect(allow.code).toBe(2);
    expect(allow.stderr).toContain('--allow-skip isolation matches no check');
  });

  it('2 for the same token given twice (isolation needs a second workspace)', async () => {
    const { code, stderr } = await conform(healthy.url, '--other-token', TOKEN);
    expect(code).toBe(2);
    expect(stderr).toContain('--other-token is the same as --token');
  });

  it('2 for an unreachable target, naming the cause', async () => {
    const closed = await serveMock(createMockWithDefaults({ seed: 1 }), { port: 0 });
    await closed.close();
    const { code, stdout, stderr } = await conform(closed.url);
    expect(code).toBe(2);
    expect(`${stdout}${stderr}`).toMatch(/cannot reach http:\/\/127\.0\.0\.1:\d+: .*ECONNREFUSED 127\.0\.0\.1:\d+/);
  });

  it('1 when a request takes longer than --timeout: the exchange is named', async () => {
    const { code, stdout } = await conform(slow.url, '--other-token', OTHER, '--timeout', '1', '--only', 'workspace_by_id', '--only', 'every_request_answered');
    expect(code).toBe(1);
    expect(stdout).toMatch(/FAIL +every_request_answered .*GET http:\/\/127\.0\.0\.1:\d+\/workspaces\/\S+: no answer within 1 s \(--timeout\)/);
  });
});

/** `linkproof mock` in its own process (the built bin); resolves to its base URL once it says where it listens. */
async function spawnMock(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, [BIN, 'mock', '--port', '0', '--seed', '1', '--no-rate-limit'], { cwd: tmpdir(), stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /linkproof mock on (http:\/\/\S+) /.exec(output);
      if (found !== null) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the mock exited (${code}): ${output}`)));
  });
  return { url, stop: () => void child.kill('SIGTERM') };
}

describe('npx linkproof conform --resolve-short-links, against the built mock in its own process', () => {
  let mock: { url: string; stop: () => void };
  beforeAll(async () => void (mock = await spawnMock()));
  afterAll(() => mock?.stop());

  it("0: visits each short link the run creates at the mapped address with Host: its domain, and the six visit checks pass", async () => {
    const { code, stdout } = await linkproof(['conform', '--base-url', mock.url, '--token', TOKEN, '--other-token', OTHER, '--runs', '3', '--resolve-short-links', '--resolve', `*=${mock.url}`, '--click-wait', '2']);
    expect(code, stdout).toBe(0);
    expect(stdout).toContain(`short links visited (Host: the link's domain): every domain at ${mock.url}/{key}\n`);
    for (const name of ['short_link_redirects_to_url', 'expired_link_redirects_to_expired_url', 'device_targeting_redirects_ios_and_android', 'password_gate_withholds_destination', 'clicks_grow_after_a_visit', 'sort_by_clicks_orders_the_list']) {
      expect(stdout).toMatch(new RegExp(`\\nPASS +${name} `));
    }
    expect(stdout).toMatch(/\n\d+ passed, 0 failed, 0 not verified, \d+ skipped; /);
    expect(stdout).toMatch(/\nrules of the spec: (\d+) verified, 0 failed, 0 not verified \(of \1;/);
    expect(stdout).toContain('verdict: PASS');
  });

  it('0 without the option: the JSON report lists the visit checks and their rules as not requested, none as not verified', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'linkproof-visits-'));
    const { code, stdout } = await linkproof(['conform', '--base-url', mock.url, '--token', TOKEN, '--other-token', OTHER, '--runs', '2', '--json', 'report.json'], dir);
    expect(code, stdout).toBe(0);
    const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as { verdict: string; notVerified: unknown[]; notRequested: { name: string }[]; results: { name: string; status: string }[]; rules: { id: string; status: string }[] };
    expect([report.verdict, report.notVerified]).toEqual(['pass', []]);
    expect(report.notRequested.map((entry) => entry.name)).toEqual(['short_link_redirects_to_url', 'expired_link_redirects_to_expired_url', 'device_targeting_redirects_ios_and_android', 'password_gate_withholds_destination', 'clicks_grow_after_a_visit', 'sort_by_clicks_orders_the_list']);
    expect(report.results.filter((result) => result.status === 'not-requested')).toHaveLength(6);
    expect(report.rules.filter((rule) => rule.status === 'not-requested').map((rule) => rule.id)).toEqual(['visit.redirect', 'visit.expired', 'visit.device-targeting', 'visit.password', 'visit.clicks']);
  });

  it('1 when the mapped address refuses the visits: a finding naming the cause, never a pass', async () => {
    const closed = createServer().listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    const { code, stdout } = await linkproof(['conform', '--base-url', mock.url, '--token', TOKEN, '--only', 'short_link_redirects', '--resolve-short-links', '--resolve', `acme.link=http://127.0.0.1:${port}`]);
    expect(code).toBe(1);
    expect(stdout).toContain(`short links visited (Host: the link's domain): acme.link at http://127.0.0.1:${port}/{key}; any other domain at https://{domain}/{key}\n`);
    expect(stdout).toMatch(new RegExp(`\\nFAIL +short_link_redirects_to_url .*GET http://127\\.0\\.0\\.1:${port}/lp\\S+: ECONNREFUSED 127\\.0\\.0\\.1:${port}`));
  });
});

describe('npx linkproof conform, interrupted', () => {
  it('deletes what the run created on SIGINT, then exits 130', async () => {
    const before = healthyMock.store.findWorkspace('acme')!.links.size;
    const child = spawn(process.execPath, [BIN, 'conform', '--base-url', healthy.url, '--token', TOKEN, '--other-token', OTHER, '--runs', '20'], { cwd: tmpdir(), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    // Interrupt in the middle of the run, once it has created links (after the model-based check started).
    await new Promise<void>((resolve) =>
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (/\n(PASS|FAIL) +filters_give_exact_subsets/.test(output)) resolve();
      }),
    );
    expect(healthyMock.store.findWorkspace('acme')!.links.size).toBeGreaterThan(before);
    child.kill('SIGINT');
    expect(await exited, output).toBe(130);
    expect(output).toContain('SIGINT: stopping; deleting what the run created');
    expect(output).toMatch(/cleanup deleted [1-9]\d* links/);
    expect(healthyMock.store.findWorkspace('acme')!.links.size).toBe(before);
  });
});

/** Holds `port` (or, when another process holds it already, leaves it to that one): either way, it is taken. */
async function hold(port: number): Promise<Server | undefined> {
  const server = createServer();
  server.listen(port, '127.0.0.1');
  const [event] = await Promise.race([once(server, 'listening').then(() => ['listening']), once(server, 'error').then(([error]) => [(error as NodeJS.ErrnoException).code])]);
  if (event === 'listening') return server;
  if (event === 'EADDRINUSE') return undefined;
  throw new Error(`cannot hold port ${port}: ${event}`);
}

describe('linkproof --help, COMMAND --help, help COMMAND', () => {
  const names = Object.keys(COMMANDS) as CommandName[];
  let held4010: Server | undefined;
  beforeAll(async () => void (held4010 = await hold(4010)));
  afterAll(() => void held4010?.close());

  it('mock --help prints its usage and exits 0 while another process holds port 4010: it never listens', async () => {
    const { code, stdout, stderr } = await linkproof(['mock', '--help']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage: linkproof mock \[options\]\n/);
    expect(stdout).toContain('--port N');
  });

  it.each(names)('%s: --help, -h and `help COMMAND` print its own usage (Usage, its options, an example), exit 0', async (name) => {
    const answers = await Promise.all([linkproof([name, '--help']), linkproof([name, '-h']), linkproof(['help', name])]);
    for (const { code, stdout, stderr } of answers) {
      expect(stderr).toBe('');
      expect(code).toBe(0);
      expect(stdout).toContain(`Usage: linkproof ${name}`);
      for (const option of COMMANDS[name].options) expect(stdout).toContain(`--${option.name}`);
      expect(stdout).toContain(`Example:\n  ${COMMANDS[name].example}\n`);
    }
    expect(answers[1]!.stdout).toBe(answers[0]!.stdout);
    expect(answers[2]!.stdout).toBe(answers[0]!.stdout);
  });

  it('reads --now without an offset as UTC, whatever the host\'s time zone: the same bytes under Asia/Kolkata and America/St_Johns', async () => {
    const outputs = await Promise.all(
      ['Asia/Kolkata', 'America/St_Johns'].map(async (zone) => (await run(process.execPath, [BIN, 'fixtures', '--links', '2', '--now', '2026-05-01T00:00:00'], { cwd: tmpdir(), timeout: 60_000, env: { ...process.env, TZ: zone } })).stdout),
    );
    expect(outputs[1]).toBe(outputs[0]);
    expect((JSON.parse(outputs[0]!) as { now: string }).now).toBe('2026-05-01T00:00:00.000Z');
  });

  it('--help wins over everything else on the line: fixtures --out FILE --help writes nothing, a bad option is not reported', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'linkproof-help-'));
    const fixtures = await linkproof(['fixtures', '--out', 'x.json', '--links', '5', '--help'], dir);
    expect(fixtures.code).toBe(0);
    expect(fixtures.stdout).toMatch(/^Usage: linkproof fixtures/);
    expect(await readdir(dir)).toEqual([]);
    const mock = await linkproof(['mock', '--port', '99999', '--bogus', '-h']);
    expect([mock.code, mock.stderr]).toEqual([0, '']);
  });

  it('--help, -h and help print the overview listing every command, exit 0', async () => {
    for (const args of [['--help'], ['-h'], ['help']]) {
      const { code, stdout, stderr } = await linkproof(args);
      expect([code, stderr]).toEqual([0, '']);
      expect(stdout).toContain('Usage: linkproof COMMAND [options]');
      for (const name of names) expect(stdout).toMatch(new RegExp(`\\n  ${name} +\\S`));
    }
  });

  it("--version prints the package's version (package.json) and the contract's (openapi.yaml)", async () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    const contract = (parse(readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8')) as { info: { version: string } }).info.version;
    const { code, stdout } = await linkproof(['--version']);
    expect(code).toBe(0);
    expect(stdout).toBe(`linkproof ${version} (contract ${contract})\n`);
  });
});

describe('known mistakes and failures: one line, at most one line of hint, exit 2', () => {
  let heldPort: number;
  let closedPort: number;
  let held: Server;
  let file: string;
  beforeAll(async () => {
    held = createServer().listen(0, '127.0.0.1');
    await once(held, 'listening');
    heldPort = (held.address() as AddressInfo).port;
    const closed = createServer().listen(0, '127.0.0.1');
    await once(closed, 'listening');
    closedPort = (closed.address() as AddressInfo).port;
    closed.close();
    file = join(await mkdtemp(join(tmpdir(), 'linkproof-')), 'a-file');
    await writeFile(file, 'not a folder');
  });
  afterAll(() => void held.close());

  // Each case: the arguments, what the first line says, and what a hint line (if any) must say.
  const cases: [string, () => string[], RegExp, RegExp?][] = [
    ['an unknown command', () => ['serve'], /^Unknown command: serve$/, /^\(linkproof --help lists the commands\)$/],
    ['check of a file that is not there', () => ['check', 'nope-not-here.ndjson'], /^nope-not-here\.ndjson: no such file$/, /^\(linkproof check --help/],
    ['an unknown option', () => ['gaps', '--bogus'], /^linkproof gaps has no option --bogus$/, /^\(linkproof gaps --help shows its usage\)$/],
    ['an option without its value', () => ['mock', '--port'], /^--port needs a value$/, /^\(linkproof mock --help/],
    ['an option before the command', () => ['--port', '0', 'mock'], /^Unknown option --port \(options come after the command/, /linkproof --help/],
    ['a port out of range', () => ['mock', '--port', '99999'], /^--port takes 0–65535, not 99999$/, /^\(linkproof mock --help/],
    ['a port in use', () => ['mock', '--port', String(heldPort)], /^port \d+ on 127\.0\.0\.1 is already in use \(another linkproof mock\?\)$/, /--port 0/],
    ['a host that is not this machine', () => ['mock', '--port', '0', '--host', '192.0.2.1'], /^--host 192\.0\.2\.1 is not an address of this machine$/, /127\.0\.0\.1/],
    ['a fixtures --base-url that is no URL', () => ['fixtures', '--links', '1', '--base-url', 'notaurl'], /^--base-url takes an http:\/\/ or https:\/\/ URL, not "?notaurl"?$/, /^\(linkproof fixtures --help/],
    ['--watch with --state', () => ['mock', '--port', '0', '--state', join(tmpdir(), 'never-made.json'), '--watch'], /^--watch reloads --fixtures on each change, which a --state mock reads only for a new state/, /^\(linkproof mock --help/],
    ['an empty mock --token', () => ['mock', '--port', '0', '--token', ''], /^--token is empty: it takes 8 or more characters without spaces$/, /^\(linkproof mock --help/],
    ['a mock --token too short to save', () => ['mock', '--port', '0', '--token', 'abc'], /^--token takes 8 or more characters without spaces \(the one given has 3\)$/, /^\(linkproof mock --help/],
    ['an empty conform --token', () => ['conform', '--base-url', healthy.url, '--token', ''], /^--token is empty$/, /^\(linkproof conform --help/],
    ['a conform --token too short to redact', () => ['conform', '--base-url', healthy.url, '--token', 'short'], /^--token has 5 characters: linkproof takes tokens of 8 or more, which it can redact from every line and report$/, /^\(linkproof conform --help/],
    ['an empty --other-token', () => ['conform', '--base-url', healthy.url, '--token', TOKEN, '--other-token', ''], /^--other-token is empty$/, /^\(linkproof conform --help/],
    ['a timeout out of range', () => ['conform', '--base-url', healthy.url, '--token', TOKEN, '--timeout', '0'], /^--timeout takes 1–3600, not 0$/, /^\(linkproof conform --help/],
    ['a --resolve that is not DOMAIN=URL', () => ['conform', '--base-url', healthy.url, '--token', TOKEN, '--resolve-short-links', '--resolve', '127.0.0.1:4010'], /^--resolve takes DOMAIN=URL or \*=URL \(acme\.link=http:\/\/127\.0\.0\.1:4010\), not 127\.0\.0\.1:4010$/, /^\(linkproof conform --help/],
    ['--resolve without --resolve-short-links', () => ['conform', '--base-url', healthy.url, '--token', TOKEN, '--resolve', `*=${healthy.url}`], /^--resolve is for the visits of --resolve-short-links: add --resolve-short-links$/, /^\(linkproof conform --help/],
    ['conform without --base-url', () => ['conform', '--token', TOKEN], /^conform needs --base-url URL$/, /^\(linkproof conform --help/],
    ['a file where the --out folder would be', () => ['fixtures', '--links', '1', '--out', join(file, 'x.json')], /^cannot write .*a-file\/x\.json: a file stands where its folder would be/],
    ['a port fetch refuses', () => ['conform', '--base-url', 'http://127.0.0.1:1', '--token', TOKEN], /^cannot reach http:\/\/127\.0\.0\.1:1: GET \S+: bad port: fetch refuses to connect to this port/],
    ['an unreachable target', () => ['conform', '--base-url', `http://127.0.0.1:${closedPort}`, '--token', TOKEN], /^cannot reach http:\/\/127\.0\.0\.1:\d+: GET \S+: ECONNREFUSED 127\.0\.0\.1:\d+$/],
  ];

  it.each(cases)('%s', async (_name, args, problem, hint) => {
    const { code, stdout, stderr } = await linkproof(args());
    const lines = stderr.trimEnd().split('\n');
    expect(code, stderr).toBe(2);
    expect(lines.length, stderr).toBeLessThanOrEqual(2);
    expect(lines[0]).toMatch(problem);
    if (lines[1] !== undefined) expect(lines[1]).toMatch(hint ?? /^\(.*\)$/);
    // conform says which target it checks before it finds it unreachable; nothing else reaches standard output.
    expect(stdout).toMatch(/^(linkproof conform: .*\n)?$/);
  });

  it('fixtures --out into a folder that does not exist creates it, exit 0', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'linkproof-'));
    const { code, stderr } = await linkproof(['fixtures', '--links', '2', '--out', 'missing/dir/x.json'], dir);
    expect(code, stderr).toBe(0);
    expect(stderr).toMatch(/^wrote missing\/dir\/x\.json: 1 workspace\(s\), 2 links/);
    expect(existsSync(join(dir, 'missing/dir/x.json'))).toBe(true);
  });

  it('fixtures --config FILE builds what the file says, the same bytes every time, and check accepts it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'linkproof-config-'));
    const config = fileURLToPath(new URL('../examples/fixtures.config.yaml', import.meta.url));
    const first = await linkproof(['fixtures', '--config', config, '--out', 'x.json'], dir);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toMatch(/^wrote x\.json: 2 workspace\(s\), 140 links/);
    const again = await linkproof(['fixtures', '--config', config, '--out', 'y.json'], dir);
    expect(again.code, again.stderr).toBe(0);
    const bytes = readFileSync(join(dir, 'x.json'), 'utf8');
    expect(bytes === readFileSync(join(dir, 'y.json'), 'utf8')).toBe(true);
    const checked = await linkproof(['check', 'x.json'], dir);
    expect([checked.code, checked.stdout]).toEqual([0, 'x.json: valid (2 workspace(s), 140 links)\n']);

    const said = parse(readFileSync(config, 'utf8')) as {
      seed: number;
      workspaces: { slug: string; plan: string; token: string; domains: string[]; links: number; tags: number }[];
      vocabulary: { tagNames: string[]; sites: string[] };
    };
    const dataset = JSON.parse(bytes) as { seed: number; workspaces: { workspace: { slug: string; plan: string; domains: { slug: string }[] }; tokens: { token: string }[]; tags: { name: string }[]; links: { url: string }[] }[] };
    expect(dataset.seed).toBe(said.seed);
    expect(dataset.workspaces.map((entry) => entry.workspace.slug)).toEqual(said.workspaces.map((spec) => spec.slug));
    for (const [index, spec] of said.workspaces.entries()) {
      const entry = dataset.workspaces[index]!;
      expect(entry.workspace.plan).toBe(spec.plan);
      expect(entry.tokens[0]!.token).toBe(spec.token);
      expect(entry.workspace.domains.map((domain) => domain.slug)).toEqual(spec.domains);
      expect(entry.links).toHaveLength(spec.links);
      expect(entry.tags).toHaveLength(spec.tags);
      for (const tag of entry.tags) expect(said.vocabulary.tagNames).toContain(tag.name);
      for (const link of entry.links) expect(said.vocabulary.sites).toContain(new URL(link.url).hostname);
    }

    // The flags override the config.
    const flags = await linkproof(['fixtures', '--config', config, '--links', '3', '--seed', '8', '--format', 'ndjson', '--out', 'z.ndjson'], dir);
    expect(flags.stderr).toMatch(/^wrote z\.ndjson: 2 workspace\(s\), 6 links/);
    expect(readFileSync(join(dir, 'z.ndjson'), 'utf8')).toMatch(/^\{"kind":"dataset","version":\d+,"seed":8,/);
  });

  it('fixtures --config FILE refuses a config that does not validate in one line: the file, the pointer, the reason', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'linkproof-config-'));
    await writeFile(join(dir, 'bad.yaml'), 'seed: 1\nworkspaces:\n  - slug: acme\n    plan: gold\n');
    const { code, stdout, stderr } = await linkproof(['fixtures', '--config', 'bad.yaml', '--out', 'x.json'], dir);
    expect([code, stdout]).toEqual([2, '']);
    expect(stderr).toMatch(/^bad\.yaml: \/workspaces\/0\/plan: must be one of "free", "pro", [^\n]*\n$/);
    expect(await readdir(dir)).toEqual(['bad.yaml']);
  });

  it('fixtures | head: a reader that stops early ends the writing quietly, exit 0', async () => {
    const child = spawn(process.execPath, [BIN, 'fixtures', '--links', '20000'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
    const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
    expect(chunk.toString()).toMatch(/^\{\n/);
    child.stdout.destroy();
    const [code] = (await once(child, 'exit')) as [number];
    expect([code, stderr]).toEqual([0, '']);
  });
});
