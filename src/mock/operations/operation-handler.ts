import type { operations } from '../../contract/openapi-types.js';
import type { OperationId } from '../../contract/operations.js';
import type { ParsedParameters } from '../../contract/parse-parameters.js';
import type { Violation } from '../../contract/violation.js';
import type { Result } from '../../result.js';
import type { ApiError } from '../api-error.js';
import type { MockProfile } from '../mock-profile.js';
import type { Prng } from '../prng.js';
import type { Principal, Store } from '../store/store.js';

type JsonBody<Id extends OperationId> = operations[Id]['requestBody'] extends { content: { 'application/json': infer Body } } ? Body : undefined;

/** What a handler gets: the request as the contract typed and validated it, and the mock's state. */
export interface OperationContext<Id extends OperationId> {
  query: ParsedParameters<Id>['query'];
  /** Names of the query parameters the client sent (the rest of `query` are the contract's defaults). */
  sent: ReadonlySet<string>;
  path: ParsedParameters<Id>['path'];
  body: JsonBody<Id>;
  /** The caller; optional only where the contract allows anonymous calls (GET /qr). */
  principal: Id extends 'getQRCode' ? Principal | undefined : Principal;
  store: Store;
  now: number;
  prng: Prng;
  baseUrl: string;
  /** The target's choices the mock follows instead of its own (createMock({ profile })): bulk refusal, another workspace's link, the QR image. */
  profile?: MockProfile;
}

/** A success: its status and a JSON value, or bytes with their content type. */
export interface OperationOutcome {
  status: number;
  body: unknown;
  contentType?: string;
  headers?: Record<string, string>;
}

/** One operation of the contract: plain data in, Result out. */
export type OperationHandler<Id extends OperationId> = (context: OperationContext<Id>) => Result<OperationOutcome, ApiError>;

export type OperationHandlers = { [Id in OperationId]: OperationHandler<Id> };

/** How the pipeline reads an operation's body where the contract's schema alone does not say; each rule has a default. */
export interface BodyRules {
  /** What an empty body is refused with (400); default `Missing request body.` */
  emptyMessage?: string;
  /** The body is a link: without its destination it is a 400, not a 422 (link-required-fields gap). */
  isLink?: boolean;
  /** What the pipeline checks of the body instead of its whole schema; the handler checks the rest itself. */
  shape?: (body: unknown) => Violation[];
}
