import { errorCodeByStatus } from '../contract/error-codes.js';
import type { OperationId } from '../contract/operations.js';
import type { CheckContext, Failure } from './check.js';
import { judgeResponse } from './judge-response.js';

/** A response as the checks read it: status, content type, parsed body. */
export interface Seen {
  status: number;
  contentType: string | null;
  body: unknown;
}

export async function seen(response: Response, parsed?: unknown): Promise<Seen> {
  const contentType = response.headers.get('content-type');
  if (parsed !== undefined) return { status: response.status, contentType, body: parsed };
  return { status: response.status, contentType, body: jsonOrText(await response.clone().text()) };
}

/** A body's JSON value, or its text when it is not JSON (judged as it is). */
export function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The problems of a response the profile counts: mandated ones, and gap ones too under `assumed`, each of those
 * said to be a gap default; `gapDefault` when those are all there are (Failure#gapDefault).
 */
export function problemsOf(context: CheckContext, operationId: OperationId, answer: Seen): { problems: string[]; gapDefault: boolean } {
  const judgement = judgeResponse(operationId, answer.status, answer.contentType, answer.body);
  if (context.profile !== 'assumed') return { problems: judgement.mandated, gapDefault: false };
  const gap = judgement.gap.map((problem) => (/\bgap\)$/.test(problem) ? problem : `${problem} (linkproof's default on a gap)`));
  return { problems: [...judgement.mandated, ...gap], gapDefault: judgement.mandated.length === 0 && gap.length > 0 };
}

export function failure(context: CheckContext, rule: string, message: string, extra: Partial<Failure> = {}): Failure {
  return { rule, message, exchanges: context.target.recorded(), ...extra };
}

/** What an answer gave, for a message: its data, or the status it answered instead of data (never "undefined"). */
export function shownData(answer: { data?: unknown; response: Response }): string {
  return answer.data === undefined ? `an error (${answer.response.status})` : JSON.stringify(answer.data);
}

/** A run-scoped, unique, URL-safe string (keys, names), so runs never collide and are easy to find. */
export function unique(context: CheckContext, label: string): string {
  return `${context.runId}-${label}-${Math.random().toString(36).slice(2, 8)}`;
}

/** A 4xx carrying the error object of §7 with the code of its status: how a target may refuse a filter naming what it does not know. */
export function isErrorObject(status: number, body: unknown): boolean {
  return status >= 400 && status < 500 && (body as { error?: { code?: unknown } } | null)?.error?.code === errorCodeByStatus.get(status);
}
