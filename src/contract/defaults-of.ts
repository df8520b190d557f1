import { schemaAt } from './read-keyword.js';
import { resolveSchema } from './resolve-ref.js';

/** The `default` of each property of an object schema in openapi.yaml: what a field means when omitted. */
export function defaultsOf(pointer: string): Readonly<Record<string, unknown>> {
  const { schema } = schemaAt(pointer);
  return Object.freeze(
    Object.fromEntries(
      Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
        const value = resolveSchema(property).default;
        return value === undefined ? [] : [[name, value]];
      }),
    ),
  );
}
