import type { OperationId } from './operations.js';
import { getOperation } from './operations.js';
import type { JsonSchema, ParameterLocation } from './openapi-shape.js';
import { resolvePointer, resolveSchema } from './resolve-ref.js';

/** A schema of openapi.yaml with its `$ref` chain folded in, and where it was found (for messages). */
export interface LocatedSchema {
  where: string;
  schema: JsonSchema;
}

/** The schema at a JSON pointer of openapi.yaml (`#/components/schemas/TagName`). */
export function schemaAt(pointer: string): LocatedSchema {
  return { where: pointer, schema: resolveSchema(resolvePointer(pointer) as JsonSchema) };
}

/** The schema of an operation's parameter, found by name, so that reordering parameters cannot shift a limit. */
export function parameterSchema(operationId: OperationId, location: ParameterLocation, name: string): LocatedSchema {
  const parameter = getOperation(operationId).parameters.find((p) => p.in === location && p.name === name);
  if (parameter === undefined) throw new Error(`openapi.yaml: ${operationId} has no ${location} parameter ${name}`);
  return { where: `${operationId} ${location} ${name}`, schema: resolveSchema(parameter.schema) };
}

/** A property of an object schema, with its `$ref` chain folded in. */
export function propertySchema(parent: LocatedSchema, name: string): LocatedSchema {
  const property = parent.schema.properties?.[name];
  if (property === undefined) throw new Error(`openapi.yaml: ${parent.where} has no property ${name}`);
  return { where: `${parent.where}.${name}`, schema: resolveSchema(property) };
}

/** A numeric keyword (`maxLength`, `maximum`, …). Throws when the contract lacks it: code must not invent a limit. */
export function numberOf(located: LocatedSchema, keyword: keyof JsonSchema & string): number {
  const value = located.schema[keyword];
  if (typeof value !== 'number') throw new Error(`openapi.yaml: ${located.where} has no numeric ${keyword}`);
  return value;
}

/** The `enum` of a schema, typed by the caller from the generated types. */
export function enumOf<T extends string>(located: LocatedSchema): readonly T[] {
  const values = located.schema.enum;
  if (!Array.isArray(values) || !values.every((value) => typeof value === 'string')) {
    throw new Error(`openapi.yaml: ${located.where} has no enum of strings`);
  }
  return Object.freeze([...values] as T[]);
}
