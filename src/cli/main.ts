import { parseArgs } from 'node:util';
import { openapiDocument } from '../contract/openapi-document.js';
import { operations } from '../contract/operations.js';
import { specGapMarks, specGaps } from '../contract/spec-gaps.js';
import type { DatasetOptions } from '../factories/build-dataset.js';

// Each command's modules load only when it runs: `mock` starts faster without faker, which only `fixtures` needs.

const USAGE = `linkproof: contract-first mock and conformance kit for the Link Shortening and Attribution Service

Usage:
  linkproof mock [options]          serve the stateful mock (in memory) until Ctrl-C; API page at /docs
      --port N                      port (default 4010)
      --host HOST                   interface (default 127.0.0.1)
      --fixtures FILE               dataset to start from (default: fixtures/default.json)
      --seed N                      seed of ids and random keys; with a fixed clock, same requests, same bytes
      --now ISO-TIME                freeze the mock's clock (with --seed: the same requests give the same bytes)
      --state FILE                  keep the state in FILE: recovered on start, every write on disk (fsync) before its
                                    answer (journal FILE.journal, snapshot FILE, base FILE.base, lock FILE.lock)
      --token VALUE                 replace the first workspace's token
      --watch                       reload the fixtures file when it changes, keeping the port
      --no-rate-limit               do not limit requests per token
      --base-path PATH              serve the API under PATH (/api: http://127.0.0.1:4010/api/links)
      --strict                      refuse query parameters and body fields the contract does not list (422)
                                    instead of ignoring them (and naming them in X-Linkproof-Warning) as the real service does
      --validate                    check every response against the contract; a mismatch is a loud 500
  linkproof conform --base-url URL --token TOKEN [options]
                                    check an implementation against the spec, rule by rule
      --other-token TOKEN           a token of a second workspace (for isolation checks)
      --profile spec|assumed        spec (default): only what the spec mandates fails; assumed: gap defaults too
      --seed N, --runs N            property seed and runs per property (default 10)
      --depth N                     at most N commands in a model-based sequence (default 12); more finds deeper bugs, takes longer
      --max-writes N, --rate N      at most N writes in the run; at most N requests a minute
      --timeout SECONDS             fail a request that takes longer (default 30)
      --only NAME                   only checks whose name contains NAME or matches it (* patterns); repeatable
      --allow-skip NAME             accept that NAME (or a * pattern) could not be verified; repeatable
      --param KEY=NAME              the target's name for pageSize, page or sortOrder (else discovered); repeatable
      --junit FILE, --json FILE     reports for CI (failures also get a curl replay in linkproof-failures/)
      --list                        list the checks
      --list-rules                  list the rules of the spec, each with the checks that verify it
      exit: 0 passed, 1 a check failed, 2 usage error / unreachable / token refused, 3 inconclusive, 130 interrupted
  linkproof fixtures [options]      write a realistic dataset, valid against the contract
      --seed N                      seed of everything random (default 1); same seed, same bytes
      --workspaces N                number of workspaces (default 1)
      --links N                     links per workspace (default 50)
      --now ISO-TIME                the dataset's "now" (default 2026-11-01T00:00:00.000Z)
      --base-url URL                where the links' qrCode URLs point (default http://127.0.0.1:4010)
      --preset default              the dataset of fixtures/default.json (ignores the counts above)
      --out FILE                    write to FILE (atomically) instead of standard output
      --format json|ndjson          ndjson streams, one record per line (default: by FILE's extension, else json)
  linkproof check FILE              validate a dataset file; names the first bad record
  linkproof operations              list the operations of the contract
  linkproof gaps [--id ID]          list where the spec says "not shown" and linkproof's default
  linkproof --version
`;

class UsageError extends Error {}

function wholeNumber(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${name} takes a whole number, not ${value}`);
  return Number(value);
}

function printOperations(): number {
  for (const operation of operations) {
    const auth = operation.allowsAnonymous ? 'token optional' : 'token required';
    console.log(`${operation.method.toUpperCase().padEnd(7)}${operation.path.padEnd(24)}${operation.operationId.padEnd(17)}${auth}`);
  }
  return 0;
}

function printGaps(id: string | undefined): number {
  const selected = id === undefined ? specGaps : specGaps.filter((gap) => gap.id === id);
  if (selected.length === 0) {
    console.error(`No gap with id ${id}. Known ids: ${specGaps.map((gap) => gap.id).join(', ')}`);
    return 2;
  }
  const marks = specGapMarks();
  for (const gap of selected) {
    const places = marks.filter((mark) => mark.id === gap.id).length;
    console.log(`${gap.id}  (${places} place${places === 1 ? '' : 's'} in openapi.yaml)`);
    console.log(`  spec:    ${gap.spec}`);
    console.log(`  default: ${gap.default}\n`);
  }
  return 0;
}

type Values = Record<string, string | boolean | string[] | undefined>;

async function fixtures(values: Values): Promise<number> {
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  const format = text('format');
  if (format !== undefined && format !== 'json' && format !== 'ndjson') throw new UsageError(`--format takes json or ndjson, not ${format}`);
  const preset = text('preset');
  if (preset !== undefined && preset !== 'default') throw new UsageError(`--preset takes default, not ${preset}`);
  const now = text('now');
  if (now !== undefined && Number.isNaN(Date.parse(now))) throw new UsageError(`--now takes an ISO-8601 time, not ${now}`);
  const { DEFAULT_DATASET_OPTIONS } = await import('../factories/default-dataset.js');
  const { writeFixtures } = await import('./fixtures-command.js');
  const base: DatasetOptions = preset === 'default' ? DEFAULT_DATASET_OPTIONS : {};
  const seed = wholeNumber(text('seed'), 'seed');
  const workspaces = wholeNumber(text('workspaces'), 'workspaces');
  const links = wholeNumber(text('links'), 'links');
  const baseUrl = text('base-url');
  const dataset: DatasetOptions = {
    ...base,
    ...(seed !== undefined && { seed }),
    ...(workspaces !== undefined && preset === undefined && { workspaces }),
    ...(links !== undefined && preset === undefined && { links }),
    ...(now !== undefined && { now }),
    ...(baseUrl !== undefined && { baseUrl }),
  };
  const out = text('out');
  const started = performance.now();
  const written = await writeFixtures({ dataset, ...(out !== undefined && { out }), ...(format !== undefined && { format }), progress: process.stderr });
  if (out !== undefined) {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.error(`wrote ${out}: ${written.workspaces} workspace(s), ${written.links.toLocaleString('en')} links in ${seconds} s`);
  }
  return 0;
}

async function mock(values: Values): Promise<number> {
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  const port = wholeNumber(text('port'), 'port') ?? 4010;
  const seed = wholeNumber(text('seed'), 'seed');
  const state = text('state');
  const token = text('token');
  const now = text('now');
  if (now !== undefined && Number.isNaN(Date.parse(now))) throw new UsageError(`--now takes an ISO-8601 time, not ${now}`);
  const basePath = text('base-path');
  if (basePath !== undefined && !/^\/[A-Za-z0-9._~\-/]*$/.test(basePath)) throw new UsageError(`--base-path takes a path that starts with /, not ${basePath}`);
  const { DEFAULT_FIXTURES, startMock } = await import('./mock-command.js');
  // Listening for Ctrl-C before the mock starts: a signal that comes while it starts still stops it cleanly
  // (with --state: the journal drained, a last snapshot written, the lock released).
  const signalled = new Promise<string>((resolve) => {
    process.once('SIGINT', () => resolve('SIGINT'));
    process.once('SIGTERM', () => resolve('SIGTERM'));
  });
  let started;
  try {
    started = await startMock({
      port,
      host: text('host') ?? '127.0.0.1',
      fixtures: text('fixtures') ?? DEFAULT_FIXTURES,
      ...(seed !== undefined && { seed }),
      ...(state !== undefined && { state }),
      ...(token !== undefined && { token }),
      ...(now !== undefined && { now }),
      watch: values.watch === true,
      rateLimit: values['no-rate-limit'] !== true,
      strict: values.strict === true,
      ...(basePath !== undefined && { basePath }),
      validateResponses: values.validate === true,
    });
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  const signal = await signalled;
  await started.stop();
  console.log(`\nlinkproof mock stopped (${signal})${state === undefined ? '' : `; state in ${state}`}`);
  return 0;
}

/** Values of a repeatable option, each possibly a comma-separated list. */
function listOf(value: string | boolean | string[] | undefined): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((item) => item.split(',')).map((item) => item.trim()).filter((item) => item !== '');
}

/** `--param page=pg` names a page parameter the target uses, so discovery need not guess it. */
function parseParams(entries: string[] | undefined): Partial<Record<'pageSize' | 'page' | 'sortOrder', string>> | undefined {
  if (entries === undefined) return undefined;
  const params: Partial<Record<'pageSize' | 'page' | 'sortOrder', string>> = {};
  for (const entry of entries) {
    const [key, name] = entry.split('=');
    if ((key !== 'pageSize' && key !== 'page' && key !== 'sortOrder') || name === undefined || name === '') throw new UsageError(`--param takes pageSize=NAME, page=NAME or sortOrder=NAME, not ${entry}`);
    params[key] = name;
  }
  return params;
}

async function conform(values: Values): Promise<number> {
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  if (values['list-rules'] === true) {
    const { printRules } = await import('./print-rules.js');
    printRules(console.log);
    return 0;
  }
  if (values.list === true) {
    const { allChecks } = await import('../conform/checks/all-checks.js');
    for (const check of allChecks) console.log(`${check.name.padEnd(42)} ${check.section.padEnd(20)} ${check.kind.padEnd(9)} ${check.description}`);
    return 0;
  }
  const baseUrl = text('base-url');
  const token = text('token');
  if (baseUrl === undefined || token === undefined) throw new UsageError('conform needs --base-url and --token');
  if (!URL.canParse(baseUrl) || !/^https?:$/.test(new URL(baseUrl).protocol)) throw new UsageError(`--base-url is not an http(s) URL: ${baseUrl}`);
  if (token.trim() === '') throw new UsageError('--token is empty');
  const profile = text('profile') ?? 'spec';
  if (profile !== 'spec' && profile !== 'assumed') throw new UsageError(`--profile takes spec or assumed, not ${profile}`);
  const seed = wholeNumber(text('seed'), 'seed');
  const runs = wholeNumber(text('runs'), 'runs');
  const depth = wholeNumber(text('depth'), 'depth');
  const maxWrites = wholeNumber(text('max-writes'), 'max-writes');
  const rate = wholeNumber(text('rate'), 'rate');
  const timeout = wholeNumber(text('timeout'), 'timeout');
  if (timeout === 0 || (timeout !== undefined && timeout > 3600)) throw new UsageError(`--timeout takes a number of seconds from 1 to 3600, not ${timeout}`);
  const otherToken = text('other-token');
  if (otherToken !== undefined && otherToken.trim() === '') throw new UsageError('--other-token is empty');
  if (otherToken === token) throw new UsageError('--other-token is the same as --token: it must be a token of a second workspace');
  const params = parseParams(listOf(values.param));
  const only = listOf(values.only);
  const allowSkip = listOf(values['allow-skip']);
  const junit = text('junit');
  const json = text('json');
  const { conform: run } = await import('./conform-command.js');
  // The first SIGINT or SIGTERM stops the run and deletes what it created; a second one exits at once.
  const controller = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => {
    if (controller.signal.aborted) process.exit(130);
    console.error(`\n${signal}: stopping; deleting what the run created (again to quit at once)`);
    controller.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    const { code, problem } = await run({
      baseUrl,
      token,
      profile,
      signal: controller.signal,
      ...(otherToken !== undefined && { otherToken }),
      ...(seed !== undefined && { seed }),
      ...(runs !== undefined && { runs }),
      ...(depth !== undefined && { depth }),
      ...(maxWrites !== undefined && { maxWrites }),
      ...(rate !== undefined && { rate }),
      ...(timeout !== undefined && { timeoutMs: timeout * 1000 }),
      ...(only !== undefined && { only }),
      ...(allowSkip !== undefined && { allowSkip }),
      ...(params !== undefined && { params }),
      ...(junit !== undefined && { junit }),
      ...(json !== undefined && { json }),
    });
    if (problem !== undefined) console.error(problem);
    return code;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

async function check(file: string | undefined): Promise<number> {
  if (file === undefined) throw new UsageError('check takes a dataset file');
  const { readDatasetFile } = await import('../dataset/read-dataset-file.js');
  const result = await readDatasetFile(file);
  if (!result.ok) {
    console.error(result.error.message);
    return 1;
  }
  const links = result.value.workspaces.reduce((sum, entry) => sum + entry.links.length, 0);
  console.log(`${file}: valid (${result.value.workspaces.length} workspace(s), ${links.toLocaleString('en')} links)`);
  return 0;
}

/** Runs the CLI and resolves to its exit code: 0 done, 1 a check failed, 2 a usage error. */
export async function main(argv: string[]): Promise<number> {
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        id: { type: 'string' },
        seed: { type: 'string' },
        workspaces: { type: 'string' },
        links: { type: 'string' },
        now: { type: 'string' },
        'base-url': { type: 'string' },
        preset: { type: 'string' },
        out: { type: 'string', short: 'o' },
        format: { type: 'string' },
        port: { type: 'string' },
        host: { type: 'string' },
        fixtures: { type: 'string' },
        state: { type: 'string' },
        token: { type: 'string' },
        'no-rate-limit': { type: 'boolean' },
        strict: { type: 'boolean' },
        'base-path': { type: 'string' },
        validate: { type: 'boolean' },
        watch: { type: 'boolean' },
        'other-token': { type: 'string' },
        profile: { type: 'string' },
        runs: { type: 'string' },
        depth: { type: 'string' },
        'max-writes': { type: 'string' },
        rate: { type: 'string' },
        only: { type: 'string', multiple: true },
        'allow-skip': { type: 'string', multiple: true },
        param: { type: 'string', multiple: true },
        timeout: { type: 'string' },
        list: { type: 'boolean' },
        'list-rules': { type: 'boolean' },
        junit: { type: 'string' },
        json: { type: 'string' },
        version: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [command, argument] = positionals;
    if (values.version === true) {
      console.log(`linkproof (contract ${openapiDocument.info.version})`);
      return 0;
    }
    switch (command) {
      case 'mock':
        return await mock(values);
      case 'conform':
        return await conform(values);
      case 'fixtures':
        return await fixtures(values);
      case 'check':
        return await check(argument);
      case 'operations':
        return printOperations();
      case 'gaps':
        return printGaps(values.id);
      case undefined:
        console.log(USAGE);
        return values.help === true ? 0 : 2;
      default:
        throw new UsageError(`Unknown command: ${command}`);
    }
  } catch (error) {
    if (!(error instanceof UsageError) && (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') !== true) throw error;
    console.error(`${(error as Error).message}\n(linkproof --help shows every command and option)`);
    return 2;
  }
}
