import type { JsonSchema } from './openapi-shape.js';
import { schemaAt } from './read-keyword.js';
import { resolveSchema } from './resolve-ref.js';

/** Whether a schema holds a date-time, directly or as one branch of an anyOf/oneOf (a nullable timestamp). */
function isDateTime(schema: JsonSchema): boolean {
  const resolved = resolveSchema(schema);
  if (resolved.format === 'date-time') return true;
  return [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? [])].some((branch) => isDateTime(branch));
}

/**
 * The properties of a schema of openapi.yaml that hold a date-time (`timeFields('Link')` →
 * createdAt, expiresAt, lastClicked, …), read from the contract so a new timestamp field is never missed.
 */
export function timeFields(schemaName: string): readonly string[] {
  const { schema } = schemaAt(`#/components/schemas/${schemaName}`);
  return Object.entries(schema.properties ?? {})
    .filter(([, property]) => isDateTime(property))
    .map(([name]) => name);
}
