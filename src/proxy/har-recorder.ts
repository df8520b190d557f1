import type { Entry, Har, Header } from 'har-format';
import type { TokenPlaceholders } from './token-placeholders.js';

/** How much of each body a recording keeps (as the judge does): the rest is cut, and the entry says so. */
export const RECORDED_BODY_BYTES = 1024 * 1024;

/** What linkproof adds to a HAR log: the base the paths were recorded under, so that replay can put another one in its place. */
export interface LinkproofHarLog {
  _linkproof?: { base: string };
}

/** One exchange as the proxy saw it, before it becomes a HAR entry. */
export interface RecordedExchange {
  started: Date;
  ms: number;
  method: string;
  /** The path and query, relative to the base (the upstream's URL). */
  path: string;
  requestHeaders: Record<string, string | string[] | undefined>;
  requestBody: Buffer;
  requestBodyTotal: number;
  status: number;
  statusText: string;
  responseHeaders: Record<string, string | string[] | undefined>;
  responseBody: Buffer;
  responseBodyTotal: number;
}

const isText = (mimeType: string) => /^text\/|json|xml|javascript|x-www-form-urlencoded|html/i.test(mimeType);

/**
 * The traffic as HAR 1.2, for `linkproof replay` and any HAR viewer. No token is ever recorded: the Authorization
 * header carries its placeholder (`Bearer $LINKPROOF_TOKEN`), and any token an upstream echoed anywhere is
 * replaced the same way. Bodies are kept up to RECORDED_BODY_BYTES; a cut one has a comment with its size.
 */
export class HarRecorder {
  readonly #entries: Entry[] = [];
  #dirty = false;

  constructor(
    readonly base: string,
    readonly tokens: TokenPlaceholders,
    readonly creator: { name: string; version: string },
  ) {}

  add(exchange: RecordedExchange): void {
    const hide = (text: string) => this.tokens.hide(text);
    const headers = (from: Record<string, string | string[] | undefined>, request: boolean): Header[] =>
      Object.entries(from).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((one) => ({ name, value: request && name === 'authorization' ? this.tokens.hideHeader(one) : hide(one) })),
      );
    const url = new URL(`${this.base}${exchange.path}`);
    const requestType = String(exchange.requestHeaders['content-type'] ?? 'application/octet-stream');
    const responseType = String(exchange.responseHeaders['content-type'] ?? 'application/octet-stream');
    const cut = (total: number, kept: number) => (total > kept ? { comment: `cut at ${kept} of ${total} bytes (RECORDED_BODY_BYTES)` } : {});
    const responseText = isText(responseType) ? { text: hide(exchange.responseBody.toString('utf8')) } : { text: exchange.responseBody.toString('base64'), encoding: 'base64' };
    this.#entries.push({
      startedDateTime: exchange.started.toISOString(),
      time: exchange.ms,
      request: {
        method: exchange.method,
        url: hide(url.href),
        httpVersion: 'HTTP/1.1',
        cookies: [],
        headers: headers(exchange.requestHeaders, true),
        queryString: [...url.searchParams].map(([name, value]) => ({ name, value: hide(value) })),
        headersSize: -1,
        bodySize: exchange.requestBodyTotal,
        ...(exchange.requestBodyTotal > 0 && { postData: { mimeType: requestType, text: hide(exchange.requestBody.toString('utf8')), ...cut(exchange.requestBodyTotal, exchange.requestBody.length) } }),
      },
      response: {
        status: exchange.status,
        statusText: exchange.statusText,
        httpVersion: 'HTTP/1.1',
        cookies: [],
        headers: headers(exchange.responseHeaders, false),
        content: { size: exchange.responseBodyTotal, mimeType: responseType, ...responseText, ...cut(exchange.responseBodyTotal, exchange.responseBody.length) },
        redirectURL: String(exchange.responseHeaders.location ?? ''),
        headersSize: -1,
        bodySize: exchange.responseBodyTotal,
      },
      cache: {},
      timings: { send: 0, wait: exchange.ms, receive: 0 },
    });
    this.#dirty = true;
  }

  /** Whether entries came since the last `take`. */
  get dirty(): boolean {
    return this.#dirty;
  }

  har(): Har & { log: LinkproofHarLog } {
    this.#dirty = false;
    return { log: { version: '1.2', creator: this.creator, entries: [...this.#entries], _linkproof: { base: this.base } } as Har['log'] & LinkproofHarLog };
  }
}
