import type { Operation } from '../../contract/operations.js';
import type { Violation } from '../../contract/violation.js';
import type { OperationId } from '../../contract/operations.js';
import { bulkCreateLinks, checkBulkShape } from './bulk-create-links.js';
import { createLink } from './create-link.js';
import { createTag } from './create-tag.js';
import { deleteLink } from './delete-link.js';
import { getLinkInfo } from './get-link-info.js';
import { getLinks } from './get-links.js';
import { getLinksCount } from './get-links-count.js';
import { getQRCode } from './get-qr-code.js';
import { getWorkspace } from './get-workspace.js';
import type { OperationHandlers } from './operation-handler.js';

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

/** Operations that check their body's elements themselves; the pipeline checks only this much of it. */
export const bodyShapeChecks: Partial<Record<OperationId, (body: unknown) => Violation[]>> = {
  bulkCreateLinks: checkBulkShape,
};

/** Start-up check: every operation of openapi.yaml has a handler, so "every operation implemented" holds by construction. */
export function assertEveryOperationHandled(contract: readonly Operation[], registry: Partial<Record<string, unknown>>): void {
  const missing = contract.map((operation) => operation.operationId).filter((id) => typeof registry[id] !== 'function');
  if (missing.length > 0) throw new Error(`openapi.yaml has operations the mock does not handle: ${missing.join(', ')}`);
}
