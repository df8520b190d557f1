import type { Operation } from './operations.js';
import { escapePointerSegment } from './resolve-ref.js';

/**
 * JSON pointers of an operation's schemas inside openapi.yaml. A part that is itself a `$ref`
 * is addressed at its target, so ajv compiles each shared schema once.
 */
function refOrInline(value: unknown, inline: string): string {
  const ref = (value as { $ref?: unknown }).$ref;
  return typeof ref === 'string' ? ref : inline;
}

export function parameterSchemaPointer(operation: Operation, index: number): string {
  const source = operation.source.parameters?.[index];
  return `${refOrInline(source, `${operation.pointer}/parameters/${index}`)}/schema`;
}

export function requestBodySchemaPointer(operation: Operation, mediaType: string): string {
  const base = refOrInline(operation.source.requestBody, `${operation.pointer}/requestBody`);
  return `${base}/content/${escapePointerSegment(mediaType)}/schema`;
}

export function responseSchemaPointer(operation: Operation, status: string, mediaType: string): string {
  const base = refOrInline(operation.source.responses[status], `${operation.pointer}/responses/${status}`);
  return `${base}/content/${escapePointerSegment(mediaType)}/schema`;
}
