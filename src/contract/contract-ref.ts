/** The id under which the whole of openapi.yaml is known to ajv; a schema anywhere in it is `${CONTRACT_ID}#<pointer>`. */
export const CONTRACT_ID = 'https://linkproof.dev/openapi.json';

/** A `$ref` to the schema at a JSON pointer of openapi.yaml, usable from any schema compiled against the contract. */
export function contractRef(pointer: string): { $ref: string } {
  return { $ref: `${CONTRACT_ID}${pointer}` };
}
