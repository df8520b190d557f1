import { matchOperation, type OperationId } from '../contract/operations.js';
import type { ObservedExchange } from './traffic-judge.js';

/** One exchange of traffic, read once for the rules: its operation, query, bodies, and where it sits in time. */
export interface ObservedCall {
  /** Its number in the traffic (1 is the first answered). */
  number: number;
  /** Ticks of one clock: when its request arrived and when its answer ended. Two calls are ordered only when one ended before the other began. */
  begun: number;
  ended: number;
  exchange: ObservedExchange;
  operationId: OperationId | undefined;
  pathParams: Record<string, string>;
  query: URLSearchParams;
  /** The request body parsed as JSON, undefined when there was none or it was not JSON. */
  body: unknown;
  /** The answer parsed as JSON, undefined when it was not. */
  answer: unknown;
  /** A 2xx. */
  ok: boolean;
  token: string | undefined;
}

/** A method that changes state when it succeeds (a call outside the spec with one of them is a write the rules cannot read). */
export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function observedCall(exchange: ObservedExchange, number: number, begun: number, ended: number): ObservedCall {
  const url = new URL(exchange.url);
  const match = matchOperation(exchange.method, url.pathname);
  let body: unknown;
  if (exchange.body !== undefined) {
    try {
      body = JSON.parse(exchange.body);
    } catch {
      body = undefined;
    }
  }
  return {
    number,
    begun,
    ended,
    exchange,
    operationId: match !== undefined && 'operation' in match ? match.operation.operationId : undefined,
    pathParams: match !== undefined && 'operation' in match ? match.pathParams : {},
    query: url.searchParams,
    body,
    answer: exchange.json,
    ok: exchange.status >= 200 && exchange.status < 300,
    token: exchange.token,
  };
}

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A Link as answered: an object with an id, a domain and a key (a LinkError has none of them). */
export const isLink = (value: unknown): value is Json & { id: string; domain: string; key: string } =>
  isObject(value) && typeof value.id === 'string' && typeof value.domain === 'string' && typeof value.key === 'string';

/** The links an answer carries: the created or retrieved one, each Link of a bulk answer or of a list. */
export function linksIn(call: ObservedCall): Json[] {
  if (!call.ok) return [];
  switch (call.operationId) {
    case 'createLink':
    case 'getLinkInfo':
      return isLink(call.answer) ? [call.answer] : [];
    case 'getLinks':
    case 'bulkCreateLinks':
      return Array.isArray(call.answer) ? call.answer.filter(isLink) : [];
    default:
      return [];
  }
}
