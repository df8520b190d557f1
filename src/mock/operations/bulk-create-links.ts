import { validatorAt } from '../../contract/validator-at.js';
import { limits } from '../../contract/limits.js';
import { toViolations, type Violation } from '../../contract/violation.js';
import type { Link } from '../../dataset/dataset.js';
import { ok, err } from '../../result.js';
import { apiError, type ApiError } from '../api-error.js';
import { bodyError } from '../body-error.js';
import { prepareLink, type LinkInput } from '../store/prepare-link.js';
import type { OperationHandler } from './operation-handler.js';

/** The shape of a LinkError (bulk-link-error gap). */
interface LinkError {
  link: unknown;
  error: string;
  code: ApiError['code'];
}

/**
 * The whole-request check of a bulk body (bulk-whole-request gap): an array of 1 to 100 elements, the
 * bounds read from openapi.yaml. Each element is then checked on its own by the handler.
 */
export function checkBulkShape(body: unknown): Violation[] {
  const { minItems, maxItems } = limits.bulkLinks;
  if (!Array.isArray(body)) return [{ pointer: '', keyword: 'type', message: 'must be an array of links' }];
  if (body.length < minItems) return [{ pointer: '', keyword: 'minItems', message: `must NOT have fewer than ${minItems} items` }];
  if (body.length > maxItems) return [{ pointer: '', keyword: 'maxItems', message: `must NOT have more than ${maxItems} items` }];
  return [];
}

const validateElement = validatorAt('#/components/schemas/CreateLinkRequest');

/** POST /links/bulk (§4.3): each element is created or answered with a LinkError; created links come first. */
export const bulkCreateLinks: OperationHandler<'bulkCreateLinks'> = ({ body, query, principal, store, now, prng, baseUrl, profile }) => {
  const { state, user } = principal;
  const { workspace } = state;
  if (query.workspaceId !== undefined && query.workspaceId !== workspace.id && query.workspaceId !== workspace.slug) {
    return err(apiError('forbidden', `Workspace ${query.workspaceId} is not the workspace of this token.`));
  }
  const elements: unknown[] = body;
  // A deployment that validates the whole array first refuses it whole when one element breaks the schema (its profile says so).
  if (profile?.bulkWholeRequest === true) {
    for (const [index, element] of elements.entries()) {
      if (!validateElement(element)) return err(bodyError(toViolations(validateElement.errors).map((violation) => ({ ...violation, pointer: `/${index}${violation.pointer}` })), true, `/${index}`));
    }
  }
  // Keys drawn for this batch count as taken, so two random keys of one request cannot collide.
  const drawn = new Set<string>();
  const isTaken = (domain: string, key: string) => store.isTaken(domain, key) || drawn.has(`${domain}/${key}`);
  const prepared: { index: number; link: Link }[] = [];
  const errors: LinkError[] = [];
  for (const [index, element] of elements.entries()) {
    if (!validateElement(element)) {
      const problem = bodyError(toViolations(validateElement.errors), true);
      errors.push({ link: element, error: problem.message, code: problem.code });
      continue;
    }
    const result = prepareLink({ state, user, now, prng, baseUrl, isTaken }, element as LinkInput);
    if (!result.ok) {
      errors.push({ link: element, error: result.error.message, code: result.error.code });
      continue;
    }
    const shortKey = `${result.value.domain}/${result.value.key}`;
    if (drawn.has(shortKey)) return err(apiError('bad_request', `The key ${result.value.key} appears twice on ${result.value.domain} in this request.`));
    drawn.add(shortKey);
    prepared.push({ index, link: result.value });
  }
  // The links limit counts the whole batch: all of it fits, or none of it is created.
  const { linksUsage } = state.usage(now);
  if (linksUsage + prepared.length > workspace.linksLimit) {
    return err(
      apiError('forbidden', `Creating ${prepared.length} links would pass workspace ${workspace.slug}'s limit of ${workspace.linksLimit} links (${linksUsage} used).`),
    );
  }
  const created: Link[] = [];
  for (const { index, link } of prepared) {
    const inserted = store.insertLink(state, link, now);
    if (inserted.ok) created.push(inserted.value);
    else errors.push({ link: elements[index], error: inserted.error.message, code: inserted.error.code });
  }
  return ok({ status: 200, body: [...created, ...errors] });
};
