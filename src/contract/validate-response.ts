import { validatorAt } from './validator-at.js';
import { isJsonMediaType, mediaTypeOf, selectMediaType } from './media-type.js';
import { getOperation, type Operation, type OperationId } from './operations.js';
import { responseSchemaPointer } from './schema-pointers.js';
import { toViolations, type Violation } from './violation.js';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The key of `responses` a status selects: exact, then `4XX`-style, then `default`. */
function responseKey(operation: Operation, status: number): string | undefined {
  const keys = [String(status), `${Math.floor(status / 100)}XX`, 'default'];
  return keys.find((key) => key in operation.responses);
}

function checkBinary(mediaType: string, body: unknown): Violation[] {
  if (!(body instanceof Uint8Array)) {
    return [{ pointer: '', keyword: 'contentMediaType', message: `a ${mediaType} body must be bytes` }];
  }
  if (mediaType === 'image/png' && !PNG_SIGNATURE.every((byte, index) => body[index] === byte)) {
    return [{ pointer: '', keyword: 'contentMediaType', message: 'the body is not a PNG image' }];
  }
  return [];
}

/**
 * Every way a response breaks the contract of its operation: an undocumented status, a content type
 * the status does not list, or a body its schema rejects (each violation with its JSON pointer).
 * `body` is the parsed value for JSON media types and the raw bytes (`Uint8Array`) for others.
 */
export function validateResponse(
  operationId: OperationId,
  status: number,
  contentType: string | null | undefined,
  body: unknown,
): Violation[] {
  const operation = getOperation(operationId);
  const key = responseKey(operation, status);
  if (key === undefined) {
    return [{ pointer: '', keyword: 'status', message: `status ${status} is not documented for ${operationId}` }];
  }
  const content = operation.responses[key]?.content;
  if (content === undefined) {
    return body === undefined ? [] : [{ pointer: '', keyword: 'content', message: `status ${status} has no body` }];
  }
  const actual = mediaTypeOf(contentType);
  const mediaType = selectMediaType(content, actual);
  if (mediaType === undefined) {
    const documented = Object.keys(content).join(', ');
    return [
      {
        pointer: '',
        keyword: 'contentType',
        message: `content type ${actual || '(none)'} is not documented for status ${status} (expected ${documented})`,
      },
    ];
  }
  if (!isJsonMediaType(mediaType)) return checkBinary(mediaType, body);
  const validate = validatorAt(responseSchemaPointer(operation, key, mediaType));
  return validate(body) ? [] : toViolations(validate.errors);
}
