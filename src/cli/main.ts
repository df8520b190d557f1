import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { DatasetOptions } from '../factories/build-dataset.js';
import { COMMANDS, isCommandName, type CommandName, type CommandSpec } from './commands.js';
import { usageText } from './usage-text.js';
import { progressOnTerminal } from './read-progress.js';
import { isoTime as formatIsoTime, parseIsoTime } from '../domain/iso-time.js';
import { canParseUrl } from '../can-parse-url.js';

// Each command's modules load only when it runs: `--version` and `--help` load no command, `mock` starts faster
// without faker, which only `fixtures` needs.

/** A mistake in the command line: printed with a pointer to the command's --help, exit 2. */
class UsageError extends Error {}

type Values = Record<string, string | boolean | (string | boolean)[] | undefined>;

function text(values: Values, name: string): string | undefined {
  const value = values[name];
  return typeof value === 'string' ? value : undefined;
}

const shown = (value: string) => (value === '' ? '""' : value);

/** A whole-number option; with a range, a value outside it is refused naming the range. */
function wholeNumber(values: Values, name: string, range?: { min: number; max: number }): number | undefined {
  const value = text(values, name);
  if (value === undefined) return undefined;
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (range !== undefined) {
    if (!(number >= range.min && number <= range.max)) throw new UsageError(`--${name} takes ${range.min}–${range.max}, not ${shown(value)}`);
    return number;
  }
  if (Number.isNaN(number)) throw new UsageError(`--${name} takes a whole number, not ${shown(value)}`);
  if (!Number.isSafeInteger(number)) throw new UsageError(`--${name} takes a whole number up to ${Number.MAX_SAFE_INTEGER}, not ${value}`);
  return number;
}

/** An ISO-8601 time option, in UTC form: one without an offset is UTC (timestamp-format gap), never the host's time zone. */
function isoTime(values: Values, name: string): string | undefined {
  const value = text(values, name);
  if (value === undefined) return undefined;
  const ms = parseIsoTime(value);
  if (ms === undefined) throw new UsageError(`--${name} takes an ISO-8601 time, not ${shown(value)}`);
  return formatIsoTime(ms);
}

async function printVersion(): Promise<number> {
  // Read when asked, so the version printed is the installed package's, whatever the build.
  const { version } = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  const { openapiDocument } = await import('../contract/openapi-document.js');
  console.log(`linkproof ${version} (contract ${openapiDocument.info.version})`);
  return 0;
}

async function printOperations(): Promise<number> {
  const { operations } = await import('../contract/operations.js');
  for (const operation of operations) {
    const auth = operation.allowsAnonymous ? 'token optional' : 'token required';
    console.log(`${operation.method.toUpperCase().padEnd(7)}${operation.path.padEnd(24)}${operation.operationId.padEnd(17)}${auth}`);
  }
  return 0;
}

async function printGaps(id: string | undefined): Promise<number> {
  const { specGapMarks, specGaps } = await import('../contract/spec-gaps.js');
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

async function fixtures(values: Values): Promise<number> {
  const format = text(values, 'format');
  if (format !== undefined && format !== 'json' && format !== 'ndjson') throw new UsageError(`--format takes json or ndjson, not ${shown(format)}`);
  const preset = text(values, 'preset');
  if (preset !== undefined && preset !== 'default') throw new UsageError(`--preset takes default, not ${shown(preset)}`);
  const configFile = text(values, 'config');
  if (configFile === '') throw new UsageError('--config is empty: give a file name');
  if (configFile !== undefined && preset !== undefined) throw new UsageError('--config and --preset: give one (--preset default is --config fixtures/default.config.yaml)');
  const now = isoTime(values, 'now');
  const seed = wholeNumber(values, 'seed');
  const workspaces = wholeNumber(values, 'workspaces');
  if (workspaces !== undefined && (configFile ?? preset) !== undefined) throw new UsageError(`--workspaces and ${configFile === undefined ? '--preset' : '--config'}: the config lists its workspaces`);
  // A dataset has at least one workspace (the dataset schema's minItems): none would be a file no reader takes.
  if (workspaces === 0) throw new UsageError('--workspaces takes 1 or more: a dataset has at least one workspace');
  const links = wholeNumber(values, 'links');
  const baseUrl = text(values, 'base-url');
  // The links' qrCode is made from it, and the dataset's baseUrl must be an http(s) URL for linkproof check and the mock to take it.
  if (baseUrl !== undefined && (!canParseUrl(baseUrl) || !/^https?:$/.test(new URL(baseUrl).protocol))) throw new UsageError(`--base-url takes an http:// or https:// URL, not ${shown(baseUrl)}`);
  const out = text(values, 'out');
  if (out === '') throw new UsageError('--out is empty: give a file name');
  const { writeFixtures } = await import('./fixtures-command.js');
  let config: { dataset: DatasetOptions; out?: string; format?: 'json' | 'ndjson' } = { dataset: {} };
  if (configFile !== undefined || preset === 'default') {
    // Loaded only here: the YAML parser and ajv's compiler cost every other command nothing.
    const { readFixturesConfig } = await import('./read-fixtures-config.js');
    const read = await readFixturesConfig(configFile ?? fileURLToPath(new URL('../../fixtures/default.config.yaml', import.meta.url)));
    if (!read.ok) {
      console.error(read.error);
      return 2;
    }
    config = read.value;
  }
  // The flags override the config: --links sets every workspace's links.
  const described = config.dataset.workspaces;
  const dataset: DatasetOptions = {
    ...config.dataset,
    ...(seed !== undefined && { seed }),
    ...(workspaces !== undefined && { workspaces }),
    ...(links !== undefined && { links, ...(Array.isArray(described) && { workspaces: described.map((spec) => ({ ...spec, links })) }) }),
    ...(now !== undefined && { now }),
    ...(baseUrl !== undefined && { baseUrl }),
  };
  const target = out ?? config.out;
  const form = format ?? config.format;
  // Readers take a file's form from its name (.ndjson, .jsonl: a record a line; else JSON): a file named for the other
  // form would be one neither linkproof check nor linkproof mock can read.
  const named = target === undefined ? undefined : /\.(?:ndjson|jsonl)$/i.test(target) ? 'ndjson' : 'json';
  if (form !== undefined && named !== undefined && form !== named) throw new UsageError(`--format ${form} into ${target}: the file's name says ${named} (readers go by the name); name it ${form === 'ndjson' ? '….ndjson' : '….json'}, or leave --format out`);
  const started = performance.now();
  const written = await writeFixtures({ dataset, ...(target !== undefined && { out: target }), ...(form !== undefined && { format: form }), progress: process.stderr });
  if (!written.ok) {
    console.error(written.error);
    return 2;
  }
  if (target !== undefined) {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.error(`wrote ${target}: ${written.value.workspaces} workspace(s), ${written.value.links.toLocaleString('en')} links in ${seconds} s`);
  }
  return 0;
}

async function proxy(values: Values): Promise<number> {
  const upstream = text(values, 'upstream');
  if (upstream === undefined) throw new UsageError('proxy needs --upstream URL (the deployment to stand in front of)');
  if (!/^https?:\/\/[^\s/]+/.test(upstream) || !canParseUrl(upstream)) throw new UsageError(`--upstream takes an http:// or https:// URL, not ${shown(upstream)}`);
  const port = wholeNumber(values, 'port', { min: 0, max: 65535 }) ?? 4011;
  const idle = wholeNumber(values, 'exit-after-idle', { min: 1, max: 86_400 });
  const { runProxy } = await import('./proxy-command.js');
  return runProxy({
    upstream,
    port,
    host: text(values, 'host') ?? '127.0.0.1',
    ...(text(values, 'report') !== undefined && { report: text(values, 'report')! }),
    ...(idle !== undefined && { exitAfterIdleMs: idle * 1000 }),
    failOnFinding: values['fail-on-finding'] === true,
    exclusive: values.exclusive === true,
    annotate: values.annotate === true,
    ...(text(values, 'record') !== undefined && { record: text(values, 'record')! }),
    ...(text(values, 'junit') !== undefined && { junit: text(values, 'junit')! }),
  });
}

async function replay(file: string | undefined, values: Values): Promise<number> {
  if (file === undefined) throw new UsageError('replay needs the HAR file a proxy recorded (linkproof proxy --record FILE.har)');
  const baseUrl = text(values, 'base-url');
  if (baseUrl === undefined) throw new UsageError('replay needs --base-url URL (the target to replay against)');
  if (!/^https?:\/\/[^\s/]+/.test(baseUrl) || !canParseUrl(baseUrl)) throw new UsageError(`--base-url takes an http:// or https:// URL, not ${shown(baseUrl)}`);
  const tokens = new Map<number, string>();
  if (text(values, 'token') !== undefined) tokens.set(1, text(values, 'token')!);
  if (text(values, 'token-2') !== undefined) tokens.set(2, text(values, 'token-2')!);
  const { runReplay } = await import('./replay-command.js');
  return runReplay({
    file,
    baseUrl,
    tokens,
    exclusive: values.exclusive === true,
    ...(text(values, 'report') !== undefined && { report: text(values, 'report')! }),
    ...(text(values, 'junit') !== undefined && { junit: text(values, 'junit')! }),
  });
}

async function mock(values: Values): Promise<number> {
  const port = wholeNumber(values, 'port', { min: 0, max: 65535 }) ?? 4010;
  const seed = wholeNumber(values, 'seed');
  const state = text(values, 'state');
  const token = text(values, 'token');
  // The mock reads a token as the \S+ after "Bearer", and a dataset's tokens have 8 or more characters (a
  // shorter one would make the saved --state unreadable).
  if (token === '') throw new UsageError('--token is empty: it takes 8 or more characters without spaces');
  // The token itself is never echoed: a secret does not belong in an error line.
  if (token !== undefined && !/^\S{8,}$/.test(token)) throw new UsageError(`--token takes 8 or more characters without spaces (the one given has ${token.length}${/\s/.test(token) ? ', with spaces' : ''})`);
  const now = isoTime(values, 'now');
  // A --state mock reads --fixtures only for a new state: reloading them on a change would throw away the writes it acknowledged.
  if (state !== undefined && values.watch === true) throw new UsageError('--watch reloads --fixtures on each change, which a --state mock reads only for a new state (reloading them would drop acknowledged writes): use one or the other; PUT /__linkproof/state loads a dataset into a running --state mock');
  const basePath = text(values, 'base-path');
  if (basePath !== undefined && !/^\/[A-Za-z0-9._~\-/]*$/.test(basePath)) throw new UsageError(`--base-path takes a path that starts with /, not ${shown(basePath)}`);
  const publicUrl = text(values, 'public-url');
  if (publicUrl !== undefined && !/^https?:\/\/[^/?#\s]+$/.test(publicUrl.replace(/\/+$/, ''))) throw new UsageError(`--public-url takes an http(s) address without a path (--base-path adds one), such as http://mock:4010, not ${shown(publicUrl)}`);
  const visitorCountry = text(values, 'visitor-country');
  if (visitorCountry !== undefined && !/^[A-Za-z]{2}$/.test(visitorCountry)) throw new UsageError(`--visitor-country takes a two-letter country code (DE, US), not ${shown(visitorCountry)}`);
  const profileFile = text(values, 'profile');
  let profile;
  if (profileFile !== undefined) {
    const { readProfileFile } = await import('./read-profile-file.js');
    const read = await readProfileFile(profileFile);
    if (!read.ok) {
      console.error(read.error);
      return 2;
    }
    profile = read.value.profile;
  }
  if (values['print-profile'] === true) {
    // The choices in force on the gaps a profile can name: the profile's, else linkproof's own.
    const [{ stringify }, { choicesInForce }] = await Promise.all([import('yaml'), import('../mock/choices-in-force.js')]);
    const inForce = choicesInForce(profile);
    console.log(`# the choices the mock makes on the gaps (${profileFile === undefined ? "linkproof's own" : `following ${profileFile}`})\n${stringify(inForce)}`);
    return 0;
  }
  const { DEFAULT_FIXTURES, startMock } = await import('./mock-command.js');
  // Listening for Ctrl-C before the mock starts: a signal that comes while it starts still stops it cleanly (with
  // --state: the journal drained, a last snapshot written, the lock released, once it has started). A mock without
  // saved state has nothing to put away, so it stops at once, however long its fixtures take to read.
  let starting = true;
  const signalled = new Promise<string>((resolve) => {
    const onSignal = (signal: NodeJS.Signals) => {
      if (starting && state === undefined) process.exit(signal === 'SIGINT' ? 130 : 143);
      resolve(signal);
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  });
  let started;
  try {
    started = await startMock({
      port,
      host: text(values, 'host') ?? '127.0.0.1',
      fixtures: text(values, 'fixtures') ?? DEFAULT_FIXTURES,
      ...(seed !== undefined && { seed }),
      ...(state !== undefined && { state }),
      ...(token !== undefined && { token }),
      ...(now !== undefined && { now }),
      watch: values.watch === true,
      rateLimit: values['no-rate-limit'] !== true,
      idleIndex: values['no-idle-index'] !== true,
      strict: values.strict === true,
      ...(basePath !== undefined && { basePath }),
      ...(publicUrl !== undefined && { publicUrl: publicUrl.replace(/\/+$/, '') }),
      ...(visitorCountry !== undefined && { visitorCountry: visitorCountry.toUpperCase() }),
      validateResponses: values.validate === true,
      ...(profile !== undefined && { profile, profileFile }),
      ...(process.stderr.isTTY && { progress: progressOnTerminal(process.stderr, text(values, 'fixtures') ?? 'fixtures') }),
    });
  } catch (error) {
    // Saved state that cannot be used (locked by another mock, not readable) stops the start with its own message.
    console.error((error as Error).message);
    return 2;
  }
  starting = false;
  if (!started.ok) {
    console.error(started.error);
    return 2;
  }
  const signal = await signalled;
  await started.value.stop();
  console.log(`\nlinkproof mock stopped (${signal})${state === undefined ? '' : `; state in ${state}`}`);
  return 0;
}

/** Values of a repeatable option, each possibly a comma-separated list. */
function listOf(value: Values[string]): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((item) => String(item).split(',')).map((item) => item.trim()).filter((item) => item !== '');
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

/** A domain as --resolve names it: a host name (ASCII; an IDN in its xn-- form), or `*` for every domain. */
const RESOLVE_DOMAIN = /^(\*|(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*)$/i;

/** `--resolve acme.link=http://127.0.0.1:4010` (or `*=URL`): where the runner reaches a link's domain. */
function parseResolve(entries: string[] | undefined): Record<string, string> | undefined {
  if (entries === undefined) return undefined;
  const resolve: Record<string, string> = {};
  for (const entry of entries) {
    const equals = entry.indexOf('=');
    const domain = equals < 0 ? entry : entry.slice(0, equals).toLowerCase();
    const url = equals < 0 ? '' : entry.slice(equals + 1);
    if (equals < 0 || !RESOLVE_DOMAIN.test(domain)) throw new UsageError(`--resolve takes DOMAIN=URL or *=URL (acme.link=http://127.0.0.1:4010), not ${shown(entry)}`);
    const parsed = canParseUrl(url) ? new URL(url) : undefined;
    if (parsed === undefined || !/^https?:$/.test(parsed.protocol) || parsed.search !== '' || parsed.hash !== '' || url.includes('?') || url.includes('#')) {
      throw new UsageError(`--resolve ${domain}= takes an http(s) base URL without query (http://127.0.0.1:4010), not ${shown(url)}`);
    }
    if (Object.hasOwn(resolve, domain)) throw new UsageError(`--resolve names ${domain} twice`);
    resolve[domain] = url.replace(/\/+$/, '');
  }
  return resolve;
}

async function conform(values: Values): Promise<number> {
  if (values['list-rules'] === true) {
    const { printRules } = await import('./print-rules.js');
    printRules(console.log);
    return 0;
  }
  if (values.list === true) {
    const { allChecks } = await import('../conform/checks/all-checks.js');
    for (const check of allChecks) console.log(`${check.name.padEnd(42)} ${check.section.padEnd(20)} ${check.kind.padEnd(9)} ${check.description}${check.requires === undefined ? '' : ` (with --${check.requires})`}`);
    return 0;
  }
  const baseUrl = text(values, 'base-url');
  const token = text(values, 'token');
  const missing = [baseUrl === undefined && '--base-url URL', token === undefined && '--token TOKEN'].filter((flag) => flag !== false);
  if (baseUrl === undefined || token === undefined) throw new UsageError(`conform needs ${missing.join(' and ')}`);
  if (!canParseUrl(baseUrl) || !/^https?:$/.test(new URL(baseUrl).protocol)) throw new UsageError(`--base-url is not an http(s) URL: ${shown(baseUrl)}`);
  if (token.trim() === '') throw new UsageError('--token is empty');
  // Every line and report has the tokens redacted; a token this short could not be told from the text around it.
  if (token.length < 8) throw new UsageError(`--token has ${token.length} characters: linkproof takes tokens of 8 or more, which it can redact from every line and report`);
  const profile = text(values, 'profile') ?? 'spec';
  if (profile !== 'spec' && profile !== 'assumed') throw new UsageError(`--profile takes spec or assumed, not ${shown(profile)}`);
  const seed = wholeNumber(values, 'seed');
  // At least one: no runs of a property (or no commands in its sequence) checks nothing, and must not pass as if it had.
  const runs = wholeNumber(values, 'runs', { min: 1, max: 100_000 });
  const depth = wholeNumber(values, 'depth', { min: 1, max: 10_000 });
  const maxWrites = wholeNumber(values, 'max-writes');
  const rate = wholeNumber(values, 'rate', { min: 1, max: 1_000_000 });
  const timeout = wholeNumber(values, 'timeout', { min: 1, max: 3600 });
  const otherToken = text(values, 'other-token');
  if (otherToken !== undefined && otherToken.trim() === '') throw new UsageError('--other-token is empty');
  if (otherToken !== undefined && otherToken.length < 8) throw new UsageError(`--other-token has ${otherToken.length} characters: linkproof takes tokens of 8 or more, which it can redact from every line and report`);
  if (otherToken === token) throw new UsageError('--other-token is the same as --token: it must be a token of a second workspace');
  const params = parseParams(listOf(values.param));
  const resolveShortLinks = values['resolve-short-links'] === true;
  // Not listOf: a URL may hold a comma.
  const resolve = parseResolve(Array.isArray(values.resolve) ? values.resolve.map(String) : undefined);
  const clickWait = wholeNumber(values, 'click-wait', { min: 0, max: 600 });
  for (const [flag, given] of [['--resolve', resolve !== undefined], ['--click-wait', clickWait !== undefined]] as const) {
    if (given && !resolveShortLinks) throw new UsageError(`${flag} is for the visits of --resolve-short-links: add --resolve-short-links`);
  }
  const colourSamples = wholeNumber(values, 'colour-samples', { min: 0, max: 200 });
  const only = listOf(values.only);
  const allowSkip = listOf(values['allow-skip']);
  const junit = text(values, 'junit');
  const json = text(values, 'json');
  const waiversFile = text(values, 'waivers');
  let waivers;
  if (waiversFile !== undefined) {
    const [{ readFile: read }, { readWaivers }, { allChecks }] = await Promise.all([import('node:fs/promises'), import('../conform/waivers.js'), import('../conform/checks/all-checks.js')]);
    const source = await read(waiversFile, 'utf8').catch((error: NodeJS.ErrnoException) => {
      throw new UsageError(`--waivers ${waiversFile}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`);
    });
    const parsed = readWaivers(source, allChecks);
    if (!parsed.ok) throw new UsageError(`--waivers ${waiversFile}: ${parsed.error}`);
    waivers = parsed.value;
  } else if (values['strict-waivers'] === true) throw new UsageError('--strict-waivers is for the waivers of --waivers FILE: add --waivers');
  const { conform: run } = await import('./conform-command.js');
  // The first SIGINT or SIGTERM stops the run and deletes what it created; a second one exits at once.
  const controller = new AbortController();
  let runId: string | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (controller.signal.aborted) {
      // Quitting before the cleanup is done: say how to find what may be left.
      if (runId !== undefined) console.error(`\n${signal} again: quitting now; links this run created may be left on the target: every key and url of them holds ${runId} (GET /links?search=${runId}&showArchived=true lists them)`);
      process.exit(130);
    }
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
      onRunId: (id: string) => void (runId = id),
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
      ...(resolveShortLinks && { resolveShortLinks }),
      ...(resolve !== undefined && { resolve }),
      ...(clickWait !== undefined && { clickWaitMs: clickWait * 1000 }),
      ...(colourSamples !== undefined && { colourSamples }),
      ...(junit !== undefined && { junit }),
      ...(json !== undefined && { json }),
      ...(waivers !== undefined && { waivers, strictWaivers: values['strict-waivers'] === true }),
      ...(text(values, 'write-profile') !== undefined && { writeProfile: text(values, 'write-profile')! }),
    });
    if (problem !== undefined) console.error(problem);
    return code;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

async function check(file: string | undefined): Promise<number> {
  if (file === undefined) throw new UsageError('check takes a dataset file: linkproof check FILE');
  // A file that is not there is a mistake of the command (exit 2); one that does not validate is what check finds (exit 1).
  if (!existsSync(file)) throw new UsageError(`${file}: no such file`);
  const { readFixturesInColumns } = await import('../mock/node/read-in-halves.js');
  // Read as the mock reads it, into columns: a million links checked without a million objects.
  const result = await readFixturesInColumns(file, process.stderr.isTTY ? progressOnTerminal(process.stderr, file) : undefined);
  if (!result.ok) {
    console.error(result.error.message);
    return 1;
  }
  const links = result.value.workspaces.reduce((sum, entry) => sum + ('table' in entry ? entry.table.size : entry.links.length), 0);
  console.log(`${file}: valid (${result.value.workspaces.length} workspace(s), ${links.toLocaleString('en')} links)`);
  return 0;
}

function help(command: string | undefined): number {
  if (command !== undefined && !isCommandName(command)) throw new UsageError(`Unknown command: ${command}`);
  console.log(usageText(command));
  return 0;
}

/** parseArgs' own words for a bad command line, said in one line. */
function parseProblem(command: CommandName, error: Error): string {
  const option = /'(-[^' ]+)/.exec(error.message)?.[1] ?? '';
  if (/^Unknown option/.test(error.message)) return `linkproof ${command} has no option ${option}`;
  if (/argument missing/.test(error.message)) return `${option} needs a value`;
  if (/argument is ambiguous/.test(error.message)) return `${option} needs a value (one that starts with - is written ${option}=-VALUE)`;
  if (/does not take an argument/.test(error.message)) return `${option} takes no value`;
  return error.message.split('\n')[0]!;
}

function parseCommand(command: CommandName, args: string[]): { values: Values; operands: string[] } {
  const spec: CommandSpec = COMMANDS[command];
  const options: NonNullable<ParseArgsConfig['options']> = {};
  for (const option of spec.options) {
    options[option.name] = {
      type: option.value === undefined ? 'boolean' : 'string',
      ...(option.short !== undefined && { short: option.short }),
      ...(option.multiple === true && { multiple: true }),
    };
  }
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') !== true) throw error;
    throw new UsageError(parseProblem(command, error as Error));
  }
  const operands = parsed.positionals;
  if (operands.length > spec.operands) throw new UsageError(`linkproof ${command}: unexpected argument ${operands[spec.operands]}`);
  return { values: parsed.values, operands };
}

async function run(command: CommandName, args: string[]): Promise<number> {
  // Asking for help wins over everything else on the line, a mistake included: it only prints.
  const options = args.includes('--') ? args.slice(0, args.indexOf('--')) : args;
  if (options.includes('--help') || options.includes('-h')) return help(command);
  if (options.includes('--version')) return printVersion();
  const { values, operands } = parseCommand(command, args);
  switch (command) {
    case 'mock':
      return mock(values);
    case 'conform':
      return conform(values);
    case 'proxy':
      return proxy(values);
    case 'replay':
      return replay(operands[0], values);
    case 'fixtures':
      return fixtures(values);
    case 'check':
      return check(operands[0]);
    case 'operations':
      return printOperations();
    case 'gaps':
      return printGaps(text(values, 'id'));
    case 'help':
      return help(operands[0]);
  }
}

function usageError(problem: string, hint: string): number {
  console.error(`${problem}\n(${hint})`);
  return 2;
}

/**
 * Runs the CLI and resolves to its exit code: 0 done, 1 a check failed, 2 a usage error or a known failure
 * (each said in one line, with at most one line of hint).
 */
export async function main(argv: string[]): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined) {
    console.error(usageText());
    return 2;
  }
  if (first === '--help' || first === '-h') return help(undefined);
  if (first === '--version') return printVersion();
  if (!isCommandName(first)) {
    const problem = first.startsWith('-') ? `Unknown option ${first} (options come after the command: linkproof COMMAND [options])` : `Unknown command: ${first}`;
    return usageError(problem, 'linkproof --help lists the commands');
  }
  try {
    return await run(first, rest);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    return usageError(error.message, first === 'help' ? 'linkproof --help lists the commands' : `linkproof ${first} --help shows its usage`);
  }
}
