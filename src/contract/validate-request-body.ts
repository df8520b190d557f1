import { validatorAt } from './validator-at.js';
import { isJsonMediaType, mediaTypeOf, selectMediaType } from './media-type.js';
import { getOperation, type OperationId } from './operations.js';
import { requestBodySchemaPointer } from './schema-pointers.js';
import { toViolations, type Violation } from './violation.js';

/**
 * Checks a parsed JSON request body against the operation's request body schema.
 * `body` is `undefined` when the request had none.
 */
export function validateRequestBody(
  operationId: OperationId,
  body: unknown,
  contentType = 'application/json',
): Violation[] {
  const operation = getOperation(operationId);
  const requestBody = operation.requestBody;
  if (requestBody === undefined) {
    return body === undefined ? [] : [{ pointer: '', keyword: 'requestBody', message: 'this operation takes no body' }];
  }
  if (body === undefined) {
    return requestBody.required === true ? [{ pointer: '', keyword: 'required', message: 'a body is required' }] : [];
  }
  const mediaType = selectMediaType(requestBody.content, mediaTypeOf(contentType));
  if (mediaType === undefined || !isJsonMediaType(mediaType)) {
    const accepted = Object.keys(requestBody.content).join(', ');
    return [{ pointer: '', keyword: 'contentType', message: `the body must be ${accepted}` }];
  }
  const validate = validatorAt(requestBodySchemaPointer(operation, mediaType));
  return validate(body) ? [] : toViolations(validate.errors);
}
