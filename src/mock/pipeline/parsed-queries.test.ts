import { describe, expect, it } from 'vitest';
import { getOperation } from '../../contract/operations.js';
import { ok } from '../../result.js';
import { ParsedQueries, type QueryReading } from './parsed-queries.js';

const reading = (query: string): QueryReading => ({ parameters: ok({ query: { search: query, tagIds: [query] }, path: {} }) as QueryReading['parameters'], sent: new Set([query]), ignored: [] });

describe('ParsedQueries', () => {
  it('reads a query once per operation while it is among the operation\'s last few, the oldest going first', () => {
    const read: string[] = [];
    const queries = new ParsedQueries((operation, query) => {
      read.push(`${operation.operationId}?${query}`);
      return reading(query);
    }, 2);
    const [links, count] = [getOperation('getLinks'), getOperation('getLinksCount')];
    const first = queries.get(links, 'search=a');
    expect(queries.get(links, 'search=a')).toBe(first);
    queries.get(count, 'search=a');
    queries.get(links, 'search=b');
    queries.get(links, 'search=a');
    queries.get(links, 'search=c');
    queries.get(links, 'search=a');
    queries.get(count, 'search=a');
    expect(read).toEqual(['getLinks?search=a', 'getLinksCount?search=a', 'getLinks?search=b', 'getLinks?search=c', 'getLinks?search=a']);
  });

  it('hands out frozen readings: no handler can change what the next request reads', () => {
    const queries = new ParsedQueries((_operation, query) => reading(query));
    const got = queries.get(getOperation('getLinks'), 'search=a');
    const parsed = got.parameters.ok ? (got.parameters.value.query as { tagIds: string[] }) : undefined;
    expect(() => parsed!.tagIds.push('b')).toThrow(TypeError);
    expect(Object.isFrozen(got.parameters)).toBe(true);
  });
});
