import type { JsonSchema } from '../contract/openapi-shape.js';
import type { Operation } from '../contract/operations.js';
import { resolveSchema } from '../contract/resolve-ref.js';

/**
 * What the contract does not list is ignored, as the public service ignores it (unknown-query-params and
 * unknown-body-fields gaps): the mock takes it out before validating, and says so. `--strict` keeps it, so that
 * the contract's `additionalProperties: false` refuses it with 422.
 */
export interface Stripped<T> {
  value: T;
  /** What was taken out, as a person would name it: `query parameter workspaceId`, `body field [2].foo`. */
  ignored: readonly string[];
}

const NONE_IGNORED: readonly string[] = Object.freeze([]);

const queryNames = new Map<string, ReadonlySet<string>>();
const bodyFields = new Map<string, { each: boolean; names: ReadonlySet<string> } | null>();

function knownQuery(operation: Operation): ReadonlySet<string> {
  let names = queryNames.get(operation.operationId);
  if (names === undefined) {
    names = new Set(operation.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name));
    queryNames.set(operation.operationId, names);
  }
  return names;
}

/** The property names of the request body's object schema (of each element, for an array body); null when the contract fixes none. */
function knownFields(operation: Operation): { each: boolean; names: ReadonlySet<string> } | null {
  let known = bodyFields.get(operation.operationId);
  if (known === undefined) {
    const content = operation.requestBody?.content?.['application/json'];
    let schema = content?.schema === undefined ? undefined : resolveSchema(content.schema);
    const each = schema?.type === 'array';
    if (each && schema?.items !== undefined) schema = resolveSchema(schema.items as JsonSchema);
    // A body of alternatives (CreateTagRequest: by name or by alias) knows the fields any of them knows.
    const branches = schema === undefined ? [] : [schema, ...((schema.anyOf ?? schema.oneOf ?? []) as JsonSchema[]).map(resolveSchema)];
    const names = branches.flatMap((branch) => Object.keys(branch.properties ?? {}));
    known = names.length === 0 ? null : { each, names: new Set(names) };
    bodyFields.set(operation.operationId, known);
  }
  return known;
}

export function stripUnknownQuery(operation: Operation, query: URLSearchParams): Stripped<URLSearchParams> {
  const known = knownQuery(operation);
  // Most queries name only what the contract lists: they are taken as they are, without a copy.
  let allKnown = true;
  for (const name of query.keys()) {
    if (known.has(name)) continue;
    allKnown = false;
    break;
  }
  if (allKnown) return { value: query, ignored: NONE_IGNORED };
  const ignored = [...new Set([...query.keys()].filter((name) => !known.has(name)))];
  const kept = new URLSearchParams([...query].filter(([name]) => known.has(name)));
  return { value: kept, ignored: ignored.map((name) => `query parameter ${name}`) };
}

export function stripUnknownBody(operation: Operation, body: unknown): Stripped<unknown> {
  const known = knownFields(operation);
  if (known === null) return { value: body, ignored: [] };
  const ignored: string[] = [];
  const strip = (value: unknown, at: string): unknown => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const entries = Object.entries(value as Record<string, unknown>);
    const unknown = entries.filter(([name]) => !known.names.has(name));
    if (unknown.length === 0) return value;
    ignored.push(...unknown.map(([name]) => `body field ${at}${name}`));
    return Object.fromEntries(entries.filter(([name]) => known.names.has(name)));
  };
  const value = known.each && Array.isArray(body) ? body.map((element, index) => strip(element, `[${index}].`)) : strip(body, '');
  return { value, ignored };
}

/** The X-Linkproof-Warning header of what was ignored. */
export function warningHeader(ignored: readonly string[]): Record<string, string> {
  return ignored.length === 0 ? {} : { 'x-linkproof-warning': `ignored (not in the contract): ${ignored.join(', ')}`.slice(0, 4000) };
}
