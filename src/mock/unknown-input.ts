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
const bodyFields = new Map<string, BodyFields | null>();

/**
 * The fields an object of the contract lists, and for those whose value is itself such an object (or an array of
 * them: testVariants' elements), its own. A map (geo: any country) lists none and is left whole.
 */
interface Fields {
  names: ReadonlySet<string>;
  nested: ReadonlyMap<string, Fields>;
}

interface BodyFields extends Fields {
  /** The body is an array (bulk), each element of these fields. */
  each: boolean;
}

function knownQuery(operation: Operation): ReadonlySet<string> {
  let names = queryNames.get(operation.operationId);
  if (names === undefined) {
    names = new Set(operation.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name));
    queryNames.set(operation.operationId, names);
  }
  return names;
}

/** An object schema's branches: itself and its alternatives (CreateTagRequest: by name or by alias; a value or null). */
function branchesOf(schema: JsonSchema): JsonSchema[] {
  return [schema, ...((schema.anyOf ?? schema.oneOf ?? []) as JsonSchema[]).map(resolveSchema)];
}

/** The fields an object schema lists (any of its branches), or null when it lists none. */
function fieldsOf(schema: JsonSchema, depth = 0): Fields | null {
  const branches = branchesOf(schema);
  const properties = branches.flatMap((branch) => Object.entries(branch.properties ?? {}) as [string, JsonSchema][]);
  if (properties.length === 0) return null;
  const nested = new Map<string, Fields>();
  // The contract nests two levels at most (a link's testVariants' elements); the bound only guards a cycle.
  if (depth < 4) {
    for (const [name, property] of properties) {
      const inner = objectOf(resolveSchema(property));
      const fields = inner === undefined ? null : fieldsOf(inner, depth + 1);
      if (fields !== null) nested.set(name, fields);
    }
  }
  return { names: new Set(properties.map(([name]) => name)), nested };
}

/** The object schema a value of `schema` is, or each of its elements is: undefined for anything else. */
function objectOf(schema: JsonSchema): JsonSchema | undefined {
  for (const branch of branchesOf(schema)) {
    const element = branch.type === 'array' && branch.items !== undefined ? resolveSchema(branch.items as JsonSchema) : branch;
    if (element.properties !== undefined) return element;
  }
  return undefined;
}

/** The fields of the request body's object schema (of each element, for an array body); null when the contract fixes none. */
function knownFields(operation: Operation): BodyFields | null {
  let known = bodyFields.get(operation.operationId);
  if (known === undefined) {
    const content = operation.requestBody?.content?.['application/json'];
    let schema = content?.schema === undefined ? undefined : resolveSchema(content.schema);
    const each = schema?.type === 'array';
    if (each && schema?.items !== undefined) schema = resolveSchema(schema.items as JsonSchema);
    const fields = schema === undefined ? null : fieldsOf(schema);
    known = fields === null ? null : { ...fields, each };
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
  const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
  // An object keeps what it lists; a field whose value is a listed object (or array of them) is stripped in turn.
  // What is not an object where one is expected is left for the contract to refuse.
  const strip = (value: unknown, fields: Fields, at: string): unknown => {
    if (!isObject(value)) return value;
    let changed = false;
    const kept: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(value)) {
      if (!fields.names.has(name)) {
        ignored.push(`body field ${at}${name}`);
        changed = true;
        continue;
      }
      const inner = fields.nested.get(name);
      const stripped = inner === undefined ? field : Array.isArray(field) ? stripEach(field, inner, `${at}${name}`) : strip(field, inner, `${at}${name}.`);
      if (stripped !== field) changed = true;
      kept[name] = stripped;
    }
    return changed ? kept : value;
  };
  const stripEach = (values: unknown[], fields: Fields, at: string): unknown[] => {
    const stripped = values.map((element, index) => strip(element, fields, `${at}[${index}].`));
    return stripped.some((element, index) => element !== values[index]) ? stripped : values;
  };
  const value = known.each && Array.isArray(body) ? stripEach(body, known, '') : strip(body, known, '');
  return { value, ignored };
}

/** The X-Linkproof-Warning header of what was ignored. */
export function warningHeader(ignored: readonly string[]): Record<string, string> {
  return ignored.length === 0 ? {} : { 'x-linkproof-warning': `ignored (not in the contract): ${ignored.join(', ')}`.slice(0, 4000) };
}
