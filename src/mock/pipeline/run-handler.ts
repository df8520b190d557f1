import type { Operation, OperationId } from '../../contract/operations.js';
import type { Result } from '../../result.js';
import type { ApiError } from '../api-error.js';
import { handlers } from '../operations/handlers.js';
import type { OperationContext, OperationHandler, OperationOutcome } from '../operations/operation-handler.js';

/** What the pipeline hands an operation: its context, with the body checked but typed only by the handler. */
export type HandlerInput = Omit<OperationContext<OperationId>, 'body'> & { body: unknown };

/** The operation's own answer, from the registry by operationId. */
export function runHandler(operation: Operation, input: HandlerInput): Result<OperationOutcome, ApiError> {
  const handler = handlers[operation.operationId] as OperationHandler<OperationId>;
  return handler(input as OperationContext<OperationId>);
}
