import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import { schemaFormats } from '../contract/schema-formats.js';
import { toViolations, type Violation } from '../contract/violation.js';
import { PLAN_LIMITS } from '../domain/plan-limits.js';
import type { DatasetFormat } from '../dataset/format-dataset.js';
import type { DatasetOptions, WorkspaceSpec } from '../factories/build-dataset.js';
import { err, ok, type Result } from '../result.js';
import { FIXTURES_CONFIG_SCHEMA } from './fixtures-config-schema.js';

/** What a fixtures config file says: the dataset, and where and how to write it. */
export interface FixturesConfig {
  dataset: DatasetOptions;
  /** Resolved against the config file's folder, as a config's paths are. */
  out?: string;
  format?: DatasetFormat;
}

type ConfigFile = Omit<DatasetOptions, 'workspaces'> & { workspaces?: number | WorkspaceSpec[]; out?: string; format?: DatasetFormat; $schema?: string };

interface ConfigProblem {
  pointer: string;
  reason: string;
}

/** Parses the text by the file's extension: `.json`, or `.yaml`/`.yml` (YAML 1.2, so a time stays a string). */
function parseConfigText(extension: string, text: string): Result<unknown, string> {
  try {
    return ok(extension === 'json' ? JSON.parse(text) : parse(text));
  } catch (error) {
    return err(`not ${extension === 'json' ? 'JSON' : 'YAML'}: ${(error as Error).message.split('\n')[0]!.replace(/:$/, '')}`);
  }
}

/** ajv with the contract's formats; made once, when a config is first read (the CLI's other paths never load ajv). */
let validate: ReturnType<Ajv2020['compile']> | undefined;
function validator() {
  if (validate === undefined) {
    const ajv = new Ajv2020({ strict: true, strictTypes: false, allowUnionTypes: true });
    for (const [name, format] of Object.entries(schemaFormats)) ajv.addFormat(name, format);
    validate = ajv.compile(FIXTURES_CONFIG_SCHEMA);
  }
  return validate;
}

/** ajv's words, except where they would quote a pattern or speak of the contract. */
function reasonOf(violation: Violation): string {
  if (violation.keyword === 'additionalProperties') return 'is not a setting of a fixtures config';
  if (violation.keyword !== 'pattern') return violation.message;
  if (/\/(domains|sites)\/\d+$/.test(violation.pointer)) return 'must be a domain name in lower case, such as acme.link';
  if (violation.pointer.endsWith('/slug')) return 'must be lower-case letters, digits and dashes, such as acme-labs';
  if (violation.pointer.endsWith('/token')) return 'must be 8 or more characters without spaces';
  if (violation.pointer === '/baseUrl') return 'must be an http:// or https:// URL';
  return violation.message;
}

/** The rules the schema cannot state; the first one broken, if any. */
function checkConfig(config: ConfigFile): ConfigProblem | undefined {
  const seenTags = new Map<string, number>();
  for (const [index, name] of (config.vocabulary?.tagNames ?? []).entries()) {
    const key = name.toLowerCase();
    const first = seenTags.get(key);
    if (first !== undefined) return { pointer: `/vocabulary/tagNames/${index}`, reason: `tag names ignore case: ${JSON.stringify(name)} repeats /vocabulary/tagNames/${first}` };
    seenTags.set(key, index);
  }
  if (!Array.isArray(config.workspaces)) return undefined;
  const tokens = new Map<string, number>();
  const domains = new Map<string, string>();
  for (const [index, spec] of config.workspaces.entries()) {
    const at = `/workspaces/${index}`;
    if (spec.token !== undefined) {
      // The token itself is never echoed: a secret does not belong in an error line.
      if (tokens.has(spec.token)) return { pointer: `${at}/token`, reason: `the same token as /workspaces/${tokens.get(spec.token)}/token; each token names one workspace` };
      tokens.set(spec.token, index);
    }
    if (!Array.isArray(spec.domains)) continue;
    const names = spec.domains as readonly string[];
    if (spec.plan !== undefined && names.length > PLAN_LIMITS[spec.plan].domains) {
      return { pointer: `${at}/domains`, reason: `the ${spec.plan} plan allows ${PLAN_LIMITS[spec.plan].domains} domain(s), not ${names.length}` };
    }
    for (const [d, name] of names.entries()) {
      const other = domains.get(name);
      if (other !== undefined) return { pointer: `${at}/domains/${d}`, reason: `${name} is already a domain of ${other}` };
      domains.set(name, at);
    }
  }
  return undefined;
}

/**
 * Reads and validates a `linkproof fixtures --config` file. A file that cannot be read or does not validate
 * is refused in one line: `fixtures.yaml: /workspaces/0/plan: must be one of "free", "pro", …`.
 */
export async function readFixturesConfig(file: string): Promise<Result<FixturesConfig, string>> {
  const extension = /\.(json|ya?ml)$/i.exec(file)?.[1]?.toLowerCase();
  if (extension === undefined) return err(`${file}: a config file is .json, .yaml or .yml`);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const failure = error as NodeJS.ErrnoException;
    if (failure.code === undefined) throw error;
    const words = /^[A-Z]+: ([^,]+)/.exec(failure.message)?.[1];
    return err(`cannot read ${file}: ${words === undefined ? failure.code : `${words} (${failure.code})`}`);
  }
  const parsed = parseConfigText(extension, text);
  if (!parsed.ok) return err(`${file}: ${parsed.error}`);
  const check = validator();
  let problem: ConfigProblem | undefined;
  if (!check(parsed.value)) {
    const violation = toViolations(check.errors)[0]!;
    problem = { pointer: violation.pointer, reason: reasonOf(violation) };
  } else {
    problem = checkConfig(parsed.value as ConfigFile);
  }
  if (problem !== undefined) return err(`${file}: ${problem.pointer === '' ? '(root)' : problem.pointer}: ${problem.reason}`);
  const { out, format, $schema: _schema, ...dataset } = parsed.value as ConfigFile;
  return ok({ dataset, ...(out !== undefined && { out: resolve(dirname(file), out) }), ...(format !== undefined && { format }) });
}
