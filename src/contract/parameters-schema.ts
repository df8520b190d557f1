import { contractRef } from './contract-ref.js';
import type { Operation, OperationId } from './operations.js';
import { parameterSchemaPointer } from './schema-pointers.js';

/** The key of an operation's parameters schema among the precompiled validators (validatorFor). */
export function parametersSchemaKey(operationId: OperationId): string {
  return `parameters/${operationId}`;
}

function locationSchema() {
  return {
    type: 'object',
    properties: {} as Record<string, { $ref: string }>,
    required: [] as string[],
    additionalProperties: false,
  };
}

/**
 * One schema for all query and path parameters of an operation, `{ query: {…}, path: {…} }`, each
 * parameter a `$ref` to its schema in openapi.yaml; unknown query parameters are rejected. Built by
 * `npm run generate`, which precompiles it.
 */
export function parametersSchema(operation: Operation): object {
  const groups = { query: locationSchema(), path: locationSchema() };
  operation.parameters.forEach((parameter, index) => {
    if (parameter.in !== 'query' && parameter.in !== 'path') return;
    const group = groups[parameter.in];
    group.properties[parameter.name] = contractRef(parameterSchemaPointer(operation, index));
    if (parameter.required === true) group.required.push(parameter.name);
  });
  return { type: 'object', properties: groups, required: ['query', 'path'] };
}
