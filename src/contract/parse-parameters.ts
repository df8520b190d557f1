import { err, ok, type Result } from '../result.js';
import type { operations } from './openapi-types.js';
import type { JsonSchema, ParameterObject } from './openapi-shape.js';
import { getOperation, type Operation, type OperationId } from './operations.js';
import { parametersSchemaKey } from './parameters-schema.js';
import { resolveSchema } from './resolve-ref.js';
import { validatorFor } from './validator-at.js';
import { toViolations, type Violation } from './violation.js';

/** Query and path parameters as they arrive: strings, a key repeated as an array. */
export interface RawParameters {
  query?: URLSearchParams | Record<string, string | readonly string[] | undefined>;
  path?: Record<string, string>;
}

type Parameters<Id extends OperationId> = operations[Id]['parameters'];

/** Parameters after parsing: typed from the contract, with its defaults applied. */
export interface ParsedParameters<Id extends OperationId> {
  query: NonNullable<Parameters<Id>['query']>;
  path: NonNullable<Parameters<Id>['path']>;
}

/** What is worked out of a parameter's schema once, not per request (the contract's schemas never change). */
const typesOfSchema = new WeakMap<JsonSchema, Set<string>>();
const itemsOfSchema = new WeakMap<JsonSchema, { items: JsonSchema | undefined }>();

/** The JSON types a schema admits, through `$ref`, `oneOf` and `anyOf`. */
function admittedTypes(schema: JsonSchema): Set<string> {
  let types = typesOfSchema.get(schema);
  if (types !== undefined) return types;
  const resolved = resolveSchema(schema);
  types = new Set<string>([resolved.type ?? []].flat());
  for (const branch of [...(resolved.oneOf ?? []), ...(resolved.anyOf ?? [])]) {
    for (const type of admittedTypes(branch)) types.add(type);
  }
  typesOfSchema.set(schema, types);
  return types;
}

function itemSchema(schema: JsonSchema): JsonSchema | undefined {
  const known = itemsOfSchema.get(schema);
  if (known !== undefined) return known.items;
  const resolved = resolveSchema(schema);
  const items = resolved.items ?? [...(resolved.oneOf ?? []), ...(resolved.anyOf ?? [])].map(itemSchema).find((found) => found !== undefined);
  itemsOfSchema.set(schema, { items });
  return items;
}

/** Converts a string to the scalar type the schema expects, when it reads as one; otherwise leaves it for validation to reject. */
function toScalar(value: string, types: Set<string>): unknown {
  if (types.has('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  if ((types.has('integer') || types.has('number')) && /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/.test(value)) {
    return Number(value);
  }
  return value;
}

/** Deserialises one parameter by its `style` and `explode` (OpenAPI defaults: form, exploded). */
function deserialize(parameter: ParameterObject, values: readonly string[]): unknown {
  const types = admittedTypes(parameter.schema);
  if (types.has('array')) {
    const explode = parameter.explode ?? (parameter.style ?? 'form') === 'form';
    const parts = explode ? values : values.flatMap((value) => value.split(','));
    if (parts.length === 1 && types.has('string')) return parts[0];
    const items = itemSchema(parameter.schema);
    const itemTypes = items === undefined ? new Set<string>() : admittedTypes(items);
    return parts.map((part) => toScalar(part, itemTypes));
  }
  // A scalar sent twice stays an array, which validation then reports.
  return values.length === 1 ? toScalar(values[0]!, types) : [...values];
}

function groupQuery(query: RawParameters['query']): Map<string, string[]> {
  const grouped = new Map<string, string[]>();
  const add = (name: string, value: string) => {
    const values = grouped.get(name);
    if (values === undefined) grouped.set(name, [value]);
    else values.push(value);
  };
  if (query instanceof URLSearchParams) {
    query.forEach((value, name) => add(name, value));
  } else {
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value === undefined) continue;
      for (const one of typeof value === 'string' ? [value] : value) add(name, one);
    }
  }
  return grouped;
}

/** An operation's query and path parameters, each by name. */
interface KnownParameters {
  query: Map<string, ParameterObject>;
  path: Map<string, ParameterObject>;
  validate: ReturnType<typeof validatorFor>;
}

const parametersByOperation = new Map<OperationId, KnownParameters>();

const defaultsByOperation = new Map<OperationId, { location: 'query' | 'path'; name: string; value: unknown }[]>();

/** The contract's default of each query and path parameter that has one, read once per operation. */
function defaultsOf(operation: Operation) {
  let defaults = defaultsByOperation.get(operation.operationId);
  if (defaults === undefined) {
    defaults = operation.parameters.flatMap((parameter) => {
      const value = resolveSchema(parameter.schema).default;
      return (parameter.in === 'query' || parameter.in === 'path') && value !== undefined ? [{ location: parameter.in, name: parameter.name, value }] : [];
    });
    defaultsByOperation.set(operation.operationId, defaults);
  }
  return defaults;
}

/** An operation's query and path parameters by name, and the validator of them all, found once per operation. */
function knownParameters(operation: Operation): KnownParameters {
  let known = parametersByOperation.get(operation.operationId);
  if (known === undefined) {
    const located = (place: string) => new Map(operation.parameters.filter((parameter) => parameter.in === place).map((parameter) => [parameter.name, parameter]));
    known = { query: located('query'), path: located('path'), validate: validatorFor(parametersSchemaKey(operation.operationId)) };
    parametersByOperation.set(operation.operationId, known);
  }
  return known;
}

/**
 * Parses an operation's query and path parameters as the contract describes them: deserialises each by
 * its style (comma-separated `tagIds`), converts numbers and booleans, applies the contract's defaults,
 * and validates the result. Violations point at `/query/<name>` or `/path/<name>`.
 */
export function parseParameters<Id extends OperationId>(
  operationId: Id,
  raw: RawParameters,
): Result<ParsedParameters<Id>, Violation[]> {
  const operation = getOperation(operationId);
  const values = { query: {} as Record<string, unknown>, path: {} as Record<string, unknown> };
  const known = knownParameters(operation);

  for (const [name, strings] of groupQuery(raw.query)) {
    const parameter = known.query.get(name);
    values.query[name] = parameter === undefined ? strings.join(',') : deserialize(parameter, strings);
  }
  for (const [name, value] of Object.entries(raw.path ?? {})) {
    const parameter = known.path.get(name);
    values.path[name] = parameter === undefined ? value : deserialize(parameter, [value]);
  }

  const { validate } = known;
  if (!validate(values)) return err(toViolations(validate.errors));

  for (const { location, name, value } of defaultsOf(operation)) {
    if (values[location][name] === undefined) values[location][name] = value;
  }
  return ok(values as unknown as ParsedParameters<Id>);
}
