import { compileSchemaAt } from '../contract/compile-schema.js';
import { isJsonMediaType, mediaTypeOf } from '../contract/media-type.js';
import { getOperation, type OperationId } from '../contract/operations.js';
import { responseSchemaPointer } from '../contract/schema-pointers.js';
import { validateResponse } from '../contract/validate-response.js';
import { describeViolation, toViolations } from '../contract/violation.js';

/** What is wrong with a response: what the spec mandates, and what only departs from a gap default. */
export interface Judgement {
  mandated: string[];
  gap: string[];
}

/** The 2xx status the contract documents for an operation, and whether the spec left it open. */
function documentedSuccess(operationId: OperationId): { status: string; gap: boolean } {
  const operation = getOperation(operationId);
  const status = Object.keys(operation.responses).find((key) => key.startsWith('2'))!;
  return { status, gap: operation.responses[status]?.['x-spec-gap']?.startsWith('success-status') === true };
}

/**
 * Judges a response against the contract. What the lenient contract (gap defaults relaxed) refuses is
 * mandated; what only the strict one refuses is a gap; so is another 2xx where the spec shows no success
 * status, and the QR image's content type. Error bodies (§7) are mandated in full.
 */
export function judgeResponse(operationId: OperationId, status: number, contentType: string | null, body: unknown, query?: URLSearchParams): Judgement {
  const judgement: Judgement = { mandated: [], gap: [] };
  if (operationId === 'getLinksCount' && status === 200 && !query?.has('groupBy')) {
    // §4.6: without groupBy the answer is a JSON number, the count of matching links.
    if (!isJsonMediaType(mediaTypeOf(contentType))) judgement.mandated.push(`the count is answered as ${contentType ?? 'no content type'}, not JSON`);
    else if (typeof body !== 'number' || !Number.isInteger(body) || body < 0) judgement.mandated.push(`(body): the count must be a non-negative integer, not ${JSON.stringify(body)?.slice(0, 60)}`);
    return judgement;
  }
  const operation = getOperation(operationId);
  let key = String(status);
  if (!(key in operation.responses)) {
    const success = documentedSuccess(operationId);
    if (status >= 200 && status < 300 && success.gap) {
      judgement.gap.push(`answered ${status} where linkproof's default is ${success.status} (success-status gap)`);
      key = success.status;
    } else {
      judgement.mandated.push(`status ${status} is not one the spec lists for ${operationId}`);
      return judgement;
    }
  }
  const json = isJsonMediaType(mediaTypeOf(contentType));
  if (operationId === 'getQRCode' && status < 400) {
    // qr-content-type gap: "a value of type string" in any media type; linkproof answers PNG.
    if (json && typeof body !== 'string') judgement.mandated.push(`(body): the QR code answered as JSON must be a string (§4.9: a value of type string), not ${JSON.stringify(body)?.slice(0, 80)}`);
    else if (mediaTypeOf(contentType) !== 'image/png') judgement.gap.push(`the QR code is answered as ${contentType ?? 'no content type'} where linkproof's default is image/png (qr-content-type gap)`);
    else judgement.gap.push(...validateResponse(operationId, Number(key), contentType, body).map(describeViolation));
    return judgement;
  }
  if (!json) {
    judgement.mandated.push(`(body): answered as ${contentType ?? 'no content type'}, not JSON`);
    return judgement;
  }
  if (status >= 400) {
    // §7: every error is the JSON error object, whatever JSON media type carries it (application/problem+json too).
    judgement.mandated.push(...validateResponse(operationId, Number(key), 'application/json', body).map(describeViolation));
    return judgement;
  }
  const pointer = responseSchemaPointer(operation, key, 'application/json');
  const strict = compileSchemaAt(pointer);
  if (strict(body)) return judgement;
  const lenient = compileSchemaAt(pointer, { lenient: true });
  judgement.mandated = lenient(body) ? [] : toViolations(lenient.errors).map(describeViolation);
  const mandated = new Set(judgement.mandated);
  judgement.gap = toViolations(strict.errors).map(describeViolation).filter((problem) => !mandated.has(problem));
  return judgement;
}
