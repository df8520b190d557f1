import { openapiDocument } from './openapi-document.js';
import type { JsonSchema, ReferenceObject } from './openapi-shape.js';

/** Escapes one JSON pointer segment (RFC 6901). */
export function escapePointerSegment(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** The value at a JSON pointer (`#/components/schemas/Link`) of openapi.yaml. Throws for a pointer that names nothing: that is a bug in the contract or the caller. */
export function resolvePointer(pointer: string): unknown {
  if (!pointer.startsWith('#/')) throw new Error(`Only local references are supported: ${pointer}`);
  let node: unknown = openapiDocument;
  for (const raw of pointer.slice(2).split('/')) {
    const segment = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (node === null || typeof node !== 'object' || !(segment in node)) {
      throw new Error(`openapi.yaml has nothing at ${pointer}`);
    }
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

function isReference(value: unknown): value is ReferenceObject {
  return typeof value === 'object' && value !== null && typeof (value as ReferenceObject).$ref === 'string';
}

/** Follows `$ref` until it reaches an object that is not a reference. */
export function resolveObject<T>(value: T | ReferenceObject): T {
  let current: unknown = value;
  while (isReference(current)) current = resolvePointer(current.$ref);
  return current as T;
}

/**
 * A schema with its `$ref` chain folded in. OpenAPI 3.1 allows keywords beside `$ref`
 * (`{ $ref: DestinationUrl, description: … }`); the nearer keyword wins, as it does for a reader.
 */
export function resolveSchema(schema: JsonSchema): JsonSchema {
  if (schema.$ref === undefined) return schema;
  const { $ref, ...siblings } = schema;
  return { ...resolveSchema(resolvePointer($ref) as JsonSchema), ...siblings };
}
