import type { Entry, Har } from 'har-format';
import { isJsonMediaType, mediaTypeOf } from '../contract/media-type.js';
import { observeFetch } from '../proxy/observe-fetch.js';
import type { ProxyFinding } from '../proxy/proxy-finding.js';
import { TokenPlaceholders } from '../proxy/token-placeholders.js';
import { createTrafficJudge, type TrafficJudge } from '../proxy/traffic-judge.js';
import { diffAnswers, type AnswerDifference } from './diff-answers.js';
import { IdMap } from './id-map.js';
import { canParseUrl } from '../can-parse-url.js';

/** Headers a replay does not send as recorded: the connection's own, and what fetch sets itself. */
const NOT_SENT = new Set(['host', 'content-length', 'connection', 'transfer-encoding', 'keep-alive', 'upgrade', 'accept-encoding', 'expect']);
const PLACEHOLDER = /\$LINKPROOF_TOKEN(?:_(\d+))?/g;

export interface ReplayOptions {
  baseUrl: string;
  /** The token for each placeholder: index 1 for `$LINKPROOF_TOKEN`, 2 for `$LINKPROOF_TOKEN_2`, … */
  tokens: ReadonlyMap<number, string>;
  fetch?: (request: Request) => Promise<Response>;
  exclusive?: boolean;
}

export interface ReplayedExchange {
  number: number;
  method: string;
  /** Path and query as sent to the new target (its ids), relative to the base. */
  path: string;
  recordedStatus: number;
  status: number;
  differences: AnswerDifference[];
  /** Why it was not replayed (a body the recording cut), when it was not. */
  skipped?: string;
}

export interface ReplayReport {
  exchanges: ReplayedExchange[];
  findings: ProxyFinding[];
  coverage: ReturnType<TrafficJudge['coverage']>;
  /** How many values the replay mapped from the recorded target to the new one. */
  mapped: number;
}

/** The placeholders a recording uses, by index: a replay needs a token for each. */
export function placeholdersOf(har: Har): number[] {
  const text = JSON.stringify(har.log.entries.map((entry) => entry.request.headers));
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => Number(match[1] ?? 1)))].sort((a, b) => a - b);
}

/**
 * The placeholders of tokens the recorded target refused on every request that carried them (401): a wrong token
 * a client tried. A replay sends a token no target issues in their place, rather than ask for one.
 */
export function refusedPlaceholders(har: Har): number[] {
  const statuses = new Map<number, number[]>();
  for (const entry of har.log.entries) {
    const used = new Set([...JSON.stringify(entry.request.headers).matchAll(PLACEHOLDER)].map((match) => Number(match[1] ?? 1)));
    for (const index of used) (statuses.get(index) ?? statuses.set(index, []).get(index)!).push(entry.response.status);
  }
  return [...statuses].filter(([, seen]) => seen.every((status) => status === 401)).map(([index]) => index).sort((a, b) => a - b);
}

const bytesOf = (content: Entry['response']['content']) => (content.text === undefined ? new Uint8Array() : content.encoding === 'base64' ? new Uint8Array(Buffer.from(content.text, 'base64')) : new TextEncoder().encode(content.text));
function jsonOf(mediaType: string, bytes: Uint8Array): unknown {
  if (!isJsonMediaType(mediaType)) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

/**
 * Replays a recording in order against another target: each request with the new target's ids and keys in
 * place of the recorded ones (learnt from the answers so far), the placeholders given their tokens; every new
 * exchange judged as the proxy judges traffic; each answer compared with the recorded one beyond ids and
 * timestamps.
 */
export async function replayHar(har: Har & { log: { _linkproof?: { base?: string } } }, options: ReplayOptions): Promise<ReplayReport> {
  const recordedBase = har.log._linkproof?.base ?? (har.log.entries[0] === undefined ? '' : new URL(har.log.entries[0].request.url).origin);
  const base = options.baseUrl.replace(/\/+$/, '');
  const tokens = new TokenPlaceholders();
  // Given the same placeholders as the recording, so that findings and reports name them the same way.
  for (const index of [...options.tokens.keys()].sort((a, b) => a - b)) tokens.placeholderOf(options.tokens.get(index)!);
  const judge = createTrafficJudge({ exclusive: options.exclusive === true, hide: (text) => tokens.hide(text) });
  const send = observeFetch(options.fetch ?? ((request) => fetch(request)), judge, base, tokens);
  const ids = new IdMap();
  const exchanges: ReplayedExchange[] = [];
  const tokenFor = (text: string) => text.replace(PLACEHOLDER, (_match, index: string | undefined) => options.tokens.get(Number(index ?? 1)) ?? _match);

  for (const [index, entry] of har.log.entries.entries()) {
    const recordedUrl = entry.request.url;
    const relative = recordedUrl.startsWith(recordedBase) ? recordedUrl.slice(recordedBase.length) : new URL(recordedUrl).pathname + new URL(recordedUrl).search;
    const url = new URL(`${base}${relative}`);
    url.pathname = url.pathname.split('/').map((segment) => (canParseUrl(`http://x/${segment}`) && !/%(?![0-9a-f]{2})/i.test(segment) ? encodeURIComponent(ids.apply(decodeURIComponent(segment))) : segment)).join('/');
    const query = new URLSearchParams();
    for (const [name, value] of url.searchParams) query.append(name, ids.apply(value));
    url.search = query.toString();
    const path = `${url.pathname.slice(new URL(base).pathname.replace(/\/+$/, '').length)}${url.search}`;
    const recordedType = mediaTypeOf(entry.response.content.mimeType);
    const recordedBytes = bytesOf(entry.response.content);
    const cut = entry.request.postData?.comment?.startsWith('cut at') === true;
    if (cut) {
      exchanges.push({ number: index + 1, method: entry.request.method, path: tokens.hide(path), recordedStatus: entry.response.status, status: 0, differences: [], skipped: 'its body was cut in the recording' });
      continue;
    }
    const headers = new Headers();
    for (const header of entry.request.headers) if (!NOT_SENT.has(header.name.toLowerCase()) && !header.name.startsWith(':')) headers.append(header.name, tokenFor(header.value));
    let body = entry.request.postData?.text;
    if (body !== undefined && isJsonMediaType(mediaTypeOf(entry.request.postData?.mimeType))) {
      try {
        body = JSON.stringify(ids.applyJson(JSON.parse(body)));
      } catch {
        // Sent as it was recorded: a malformed body is what the recording sent.
      }
    }
    let response: Response;
    try {
      response = await send(new Request(url, { method: entry.request.method, headers, ...(body !== undefined && !['GET', 'HEAD'].includes(entry.request.method) && { body: tokenFor(body) }) }));
    } catch (error) {
      exchanges.push({ number: index + 1, method: entry.request.method, path: tokens.hide(path), recordedStatus: entry.response.status, status: 0, differences: [{ at: 'status', recorded: String(entry.response.status), now: tokens.hide(`no answer: ${(error as Error).message}`) }] });
      continue;
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    const mediaType = mediaTypeOf(response.headers.get('content-type'));
    const recordedJson = jsonOf(recordedType, recordedBytes);
    const json = jsonOf(mediaType, bytes);
    if (response.ok && entry.response.status < 300) ids.learn(recordedJson, json);
    const differences = diffAnswers({ status: entry.response.status, mediaType: recordedType, json: recordedJson, bytes: recordedBytes }, { status: response.status, mediaType, json, bytes }, ids);
    exchanges.push({ number: index + 1, method: entry.request.method, path: tokens.hide(path), recordedStatus: entry.response.status, status: response.status, differences: differences.map((difference) => ({ at: difference.at, recorded: tokens.hide(difference.recorded), now: tokens.hide(difference.now) })) });
  }
  return { exchanges, findings: judge.findings(), coverage: judge.coverage(), mapped: ids.size };
}
