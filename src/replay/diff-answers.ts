import type { IdMap } from './id-map.js';

/** One way the new answer differs from the recorded one. */
export interface AnswerDifference {
  /** A JSON pointer into the body, or `status`, `content-type`, `body`. */
  at: string;
  recorded: string;
  now: string;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const shown = (value: unknown) => {
  const text = value === undefined ? 'absent' : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
};
const pointer = (parent: string, key: string | number) => `${parent}/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`;

/** Text for people, whose wording is each target's own: an error's message and its documentation link. */
const WORDING = new Set(['/error/message', '/error/doc_url']);

function diffJson(recorded: unknown, now: unknown, at: string, ids: IdMap, out: AnswerDifference[]): void {
  if (out.length >= 20 || WORDING.has(at)) return;
  if (typeof recorded === 'string' && typeof now === 'string') {
    // Timestamps are the target's clock: their presence and type are compared, not their value.
    if (recorded === now || (ISO_TIME.test(recorded) && ISO_TIME.test(now))) return;
    if (ids.apply(recorded) !== now) out.push({ at, recorded: shown(recorded), now: shown(now) });
    return;
  }
  if (Array.isArray(recorded) && Array.isArray(now)) {
    if (recorded.length !== now.length) out.push({ at: `${at || '/'} (length)`, recorded: String(recorded.length), now: String(now.length) });
    recorded.slice(0, now.length).forEach((item, index) => diffJson(item, now[index], pointer(at, index), ids, out));
    return;
  }
  const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
  if (isObject(recorded) && isObject(now)) {
    // Key order is no difference; a key one side lacks and the other holds as null is none either.
    for (const key of new Set([...Object.keys(recorded), ...Object.keys(now)])) {
      if ((recorded[key] ?? null) === null && (now[key] ?? null) === null) continue;
      if (!(key in now) || !(key in recorded)) out.push({ at: pointer(at, key), recorded: shown(recorded[key]), now: shown(now[key]) });
      else diffJson(recorded[key], now[key], pointer(at, key), ids, out);
    }
    return;
  }
  if (recorded !== now) out.push({ at: at || '/', recorded: shown(recorded), now: shown(now) });
}

/**
 * How a new answer differs from the recorded one, beyond what is the target's own: ids and generated keys
 * (mapped), timestamps, the order of object keys, and an error's wording (its code is compared). Other text is
 * compared by its bytes, an image by its type.
 */
export function diffAnswers(
  recorded: { status: number; mediaType: string; json?: unknown; bytes: Uint8Array },
  now: { status: number; mediaType: string; json?: unknown; bytes: Uint8Array },
  ids: IdMap,
): AnswerDifference[] {
  const out: AnswerDifference[] = [];
  if (recorded.status !== now.status) out.push({ at: 'status', recorded: String(recorded.status), now: String(now.status) });
  if (recorded.mediaType !== now.mediaType) out.push({ at: 'content-type', recorded: recorded.mediaType || 'none', now: now.mediaType || 'none' });
  if (recorded.json !== undefined || now.json !== undefined) diffJson(recorded.json, now.json, '', ids, out);
  // An image (the QR code) is compared by its type: what it encodes is the judge's (qr_answer_reads_back), and a mapped url changes its bytes.
  else if (!recorded.mediaType.startsWith('image/') && Buffer.compare(Buffer.from(recorded.bytes), Buffer.from(now.bytes)) !== 0) out.push({ at: 'body', recorded: `${recorded.bytes.length} bytes`, now: `${now.bytes.length} bytes, not the same` });
  return out;
}
