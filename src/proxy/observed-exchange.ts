import { isJsonMediaType, mediaTypeOf } from '../contract/media-type.js';
import { matchOperation } from '../contract/operations.js';
import type { ObservedExchange } from './traffic-judge.js';

/** One exchange as a proxy or a fetch wrapper caught it, before the judge reads it. Headers already show placeholders, not tokens. */
export interface CaughtExchange {
  method: string;
  /** Path and query, relative to the API's base. */
  path: string;
  headers: Record<string, string>;
  body?: string;
  status: number;
  responseHeaders: Record<string, string>;
  /** The answer's bytes as kept (at most the judged bound). */
  responseBytes: Uint8Array;
  /** Whether the bytes are the whole answer: a cut body is no JSON to parse. */
  complete: boolean;
  ms: number;
  /** The placeholder of the credential that sent it. */
  token: string | undefined;
  /** The judge's tick when the request arrived. */
  begun: number;
  /** A visit to a short link, not a call of the API. */
  visit?: boolean;
}

/** The exchange the traffic judge reads: its operation, the answer parsed when it is JSON, its bytes when it is not (a QR code). */
export function observedExchange(caught: CaughtExchange): ObservedExchange {
  const method = caught.method.toUpperCase();
  const responseBody = new TextDecoder().decode(caught.responseBytes);
  let json: unknown;
  if (caught.complete && isJsonMediaType(mediaTypeOf(caught.responseHeaders['content-type']))) {
    try {
      json = JSON.parse(responseBody);
    } catch {
      json = undefined;
    }
  }
  const match = caught.visit === true ? undefined : matchOperation(method, new URL(caught.path, 'http://proxy').pathname);
  return {
    method,
    url: `http://proxy${caught.path}`,
    headers: caught.headers,
    ...(caught.body !== undefined && caught.body !== '' && { body: caught.body }),
    status: caught.status,
    responseHeaders: caught.responseHeaders,
    responseBody,
    ...(json !== undefined && { json }),
    ms: caught.ms,
    ...(match !== undefined && 'operation' in match && { operationId: match.operation.operationId }),
    sentBy: 'traffic',
    credential: caught.token === undefined ? 'none' : 'token',
    ...(caught.token !== undefined && { token: caught.token }),
    ...(caught.visit === true && { visit: true as const }),
    time: new Date().toISOString(),
    begun: caught.begun,
    ...(json === undefined && { responseBytes: caught.responseBytes }),
  };
}
