import type { Operation } from '../../contract/operations.js';
import type { OperationId } from '../../contract/operations.js';
import { MISSING_DESTINATION } from '../body-error.js';
import { bulkCreateLinks, checkBulkShape } from './bulk-create-links.js';
import { createLink } from './create-link.js';
import { createTag } from './create-tag.js';
import { deleteLink } from './delete-link.js';
import { getLinkInfo } from './get-link-info.js';
import { getLinks } from './get-links.js';
import { getLinksCount } from './get-links-count.js';
import { getQRCode } from './get-qr-code.js';
import { getWorkspace } from './get-workspace.js';
import type { BodyRules, OperationHandlers } from './operation-handler.js';

/** Every operation's handler, by operationId. */
export const handlers: OperationHandlers = {
  createTag,
  createLink,
  bulkCreateLinks,
  getLinks,
  getLinkInfo,
  getLinksCount,
  deleteLink,
  getWorkspace,
  getQRCode,
};

const DEFAULT_BODY_RULES: BodyRules = Object.freeze({});

/** Where an operation's body is read otherwise than by the defaults (see BodyRules). */
const bodyRules: Partial<Record<OperationId, BodyRules>> = {
  // A link without its destination, sent empty or not, is a 400 (link-required-fields gap).
  createLink: { emptyMessage: MISSING_DESTINATION, isLink: true },
  // Each element is checked by the handler, so that one bad link is a LinkError, not a refusal of the batch.
  bulkCreateLinks: { shape: checkBulkShape },
};

/** How the pipeline reads this operation's body. */
export function bodyRulesOf(operationId: OperationId): BodyRules {
  return bodyRules[operationId] ?? DEFAULT_BODY_RULES;
}

/** Start-up check: every operation of openapi.yaml has a handler, so "every operation implemented" holds by construction. */
export function assertEveryOperationHandled(contract: readonly Operation[], registry: Partial<Record<string, unknown>>): void {
  const missing = contract.map((operation) => operation.operationId).filter((id) => typeof registry[id] !== 'function');
  if (missing.length > 0) throw new Error(`openapi.yaml has operations the mock does not handle: ${missing.join(', ')}`);
}
