import { datasetRecordValidator } from '../../contract/validator-at.js';
import { toViolations } from '../../contract/violation.js';
import { parseDataset } from '../../dataset/parse-dataset.js';
import { schemaFormats } from '../../contract/schema-formats.js';
import { numberOf, propertySchema, schemaAt } from '../../contract/read-keyword.js';
import type { StateChange } from './state-change.js';

const isId = (value: unknown) => typeof value === 'string' && value.length > 0;

/** Each counter a link.stats change carries, with the least value the contract's Link allows it (a number: fractions too). */
const COUNTERS = (['clicks', 'leads', 'conversions', 'sales', 'saleAmount'] as const).map((counter) => [counter, numberOf(propertySchema(schemaAt('#/components/schemas/Link'), counter), 'minimum')] as const);

/** The first schema violation of a record, as `/pointer: reason`. */
function recordProblem(kind: 'link' | 'tag', record: object): string | undefined {
  const validate = datasetRecordValidator(kind);
  if (validate(record)) return undefined;
  const [violation] = toViolations(validate.errors);
  return violation === undefined ? ': is not valid' : `${violation.pointer}: ${violation.message}`;
}

/**
 * What is wrong with one journalled change, as `/pointer: reason`, or undefined when it can be replayed:
 * links and tags are checked against the contract's schemas and a load's dataset as a dataset, so a
 * damaged or hand-edited journal is refused with its line instead of breaking the state it is replayed into.
 */
export function checkStateChange(change: unknown): string | undefined {
  if (typeof change !== 'object' || change === null) return ': not an object';
  const value = change as Partial<Record<string, unknown>> & { type?: unknown };
  switch (value.type as StateChange['type']) {
    case 'link.created':
      if (!isId(value.workspaceId)) return '/workspaceId: not an id';
      return recordProblem('link', { kind: 'link', link: value.link });
    case 'link.deleted':
      if (!isId(value.workspaceId)) return '/workspaceId: not an id';
      return isId(value.linkId) ? undefined : '/linkId: not an id';
    case 'link.stats': {
      if (!isId(value.workspaceId)) return '/workspaceId: not an id';
      if (!isId(value.linkId)) return '/linkId: not an id';
      const stats = (value.stats ?? {}) as Record<string, unknown>;
      for (const [counter, minimum] of COUNTERS) {
        if (typeof stats[counter] !== 'number' || !Number.isFinite(stats[counter]) || (stats[counter] as number) < minimum) return `/stats/${counter}: not a count`;
      }
      return stats.lastClicked === null || (typeof stats.lastClicked === 'string' && !Number.isNaN(Date.parse(stats.lastClicked))) ? undefined : '/stats/lastClicked: not a time';
    }
    case 'webhook.updated': {
      if (!isId(value.workspaceId)) return '/workspaceId: not an id';
      const webhook = (value.webhook ?? {}) as Record<string, unknown>;
      if (!isId(webhook.id) || typeof webhook.name !== 'string' || typeof webhook.url !== 'string' || !schemaFormats.uri(webhook.url)) return '/webhook: not a webhook (id, name, url: an RFC 3986 URI)';
      return webhook.secret === undefined || (typeof webhook.secret === 'string' && webhook.secret !== '') ? undefined : '/webhook/secret: not a secret';
    }
    case 'tag.created':
      return recordProblem('tag', { kind: 'tag', workspaceId: value.workspaceId, tag: value.tag });
    case 'load': {
      const parsed = parseDataset(value.dataset);
      return parsed.ok ? undefined : `/dataset${parsed.error.pointer}: ${parsed.error.reason}`;
    }
    case 'clock':
      return value.frozenAt === null || Number.isFinite(value.frozenAt) ? undefined : '/frozenAt: neither a time (Unix ms) nor null';
    case 'random':
      return Array.isArray(value.state) && value.state.length > 0 && value.state.every((part) => Number.isSafeInteger(part)) ? undefined : '/state: not a list of integers';
    case 'reset':
      return undefined;
    default:
      return `/type: unknown change type ${JSON.stringify(value.type)}`;
  }
}
