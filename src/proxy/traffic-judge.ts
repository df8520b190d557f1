import { EXCHANGE_RULES, judgeExchange } from '../conform/judge-exchange.js';
import { limits } from '../contract/limits.js';
import type { Exchange } from '../conform/target.js';
import { judgeCreated } from './judge-created-link.js';
import { filterKey, judgeLinkAnswers, PAGE_SIZE_NAMES } from './judge-link-answers.js';
import { judgeQrAnswer } from './judge-qr-answer.js';
import { judgeRequestLimits } from './judge-request-limits.js';
import { judgeSequence, learn } from './judge-sequence.js';
import { observedCall, WRITE_METHODS, type ObservedCall } from './observed-call.js';
import type { ProxyFinding } from './proxy-finding.js';
import { TrafficCoverage } from './traffic-coverage.js';
import { TrafficModel } from './traffic-model.js';
import { TRAFFIC_RULES, type TrafficIssue } from './traffic-rules.js';

/**
 * One exchange of real traffic as the judge sees it: conform's Exchange (its url relative to the API's base,
 * `http://proxy/links?…`; its Authorization header already a placeholder) plus which credential sent it.
 */
export interface ObservedExchange extends Exchange {
  /** The placeholder of the credential that sent it (`$LINKPROOF_TOKEN`, `$LINKPROOF_TOKEN_2`, …), none when it carried none. */
  token?: string;
  /** When it was answered. */
  time?: string;
  /** The tick `begin()` gave when its request arrived; without one, it is taken to have begun just before it was answered. */
  begun?: number;
  /** The answer's bytes, when it was not text (a QR code): the judge reads images from them. */
  responseBytes?: Uint8Array;
}

export interface TrafficJudgeOptions {
  /** The traffic judged is the only writer of its workspaces: what only an unseen write could explain is a failure, not a suspicion. */
  exclusive?: boolean;
  /** Hides tokens in what a finding quotes (an upstream may echo one). */
  hide?: (text: string) => string;
}

export interface TrafficJudge {
  /** Says a request arrived (before it is forwarded): the judge then knows a write is in flight. Returns its tick. */
  begin(method: string, token: string | undefined): number;
  /** Says a request begun will not be observed (the upstream failed): a write it was may or may not have happened. */
  abandon(begun: number): void;
  /** Judges one exchange, in the order they were answered; returns the findings it made (each numbered). */
  observe(exchange: ObservedExchange): ProxyFinding[];
  /** Which operations, statuses and rules the traffic exercised, and which it never touched. */
  coverage(): ReturnType<TrafficCoverage['report']>;
  findings(): ProxyFinding[];
  /** How many exchanges were judged. */
  exchanges(): number;
}

/**
 * Judges real traffic, exchange by exchange and as a sequence: conform's judge for each exchange (documented
 * status, error object, content types, shapes), then the traffic rules (src/proxy/traffic-rules.ts): what one
 * answer shows against its request, and what it shows against what the traffic showed before.
 */
export function createTrafficJudge(options: TrafficJudgeOptions = {}): TrafficJudge {
  const hide = options.hide ?? ((text: string) => text);
  const findings: ProxyFinding[] = [];
  const model = new TrafficModel();
  const coverage = new TrafficCoverage();
  const inFlight = new Map<number, { method: string; token: string | undefined }>();
  /** Page-size parameter names the traffic showed the server honours. */
  const honoured = new Set<string>();
  const gapsSeen = new Map<string, ProxyFinding>();
  let tick = 0;
  let seen = 0;

  const writeInFlight = (workspace: string | undefined, before: number) => {
    for (const [begun, request] of inFlight) {
      if (begun >= before || !WRITE_METHODS.has(request.method)) continue;
      const theirs = model.workspaceOf(request.token);
      if (theirs === undefined || workspace === undefined || theirs === workspace) return true;
    }
    return false;
  };

  /** Filter key → the most links the traffic showed match it (a count, or a whole list). */
  const matching = new Map<string, number>();
  const learnPageSizeNames = (call: ObservedCall) => {
    const key = `${model.workspaceOf(call.token)} ${filterKey(call.query)}`;
    if (call.operationId === 'getLinksCount' && call.ok && typeof call.answer === 'number' && !call.query.has('groupBy')) matching.set(key, call.answer);
    if (call.operationId !== 'getLinks' || !call.ok || !Array.isArray(call.answer)) return;
    for (const name of call.query.keys()) {
      const size = Number(call.query.get(name));
      if (!PAGE_SIZE_NAMES.has(name) || !Number.isInteger(size) || size < 1 || size >= limits.pageSize.default || call.answer.length !== size) continue;
      // A page of exactly N when more than N links match: the server reads this name as the page size.
      if ((matching.get(key) ?? 0) > size) honoured.add(name);
      if (matching.size > 10_000) matching.delete(matching.keys().next().value!);
    }
  };

  return {
    begin(method, token) {
      const begun = ++tick;
      inFlight.set(begun, { method: method.toUpperCase(), token });
      return begun;
    },
    abandon(begun) {
      const request = inFlight.get(begun);
      inFlight.delete(begun);
      if (request !== undefined && WRITE_METHODS.has(request.method)) {
        model.addWrite({ number: 0, begun, ended: ++tick, token: request.token, workspace: model.workspaceOf(request.token), delta: 0, opaque: true });
      }
    },
    observe(exchange) {
      const number = ++seen;
      const begun = exchange.begun ?? ++tick;
      inFlight.delete(begun);
      const ended = ++tick;
      const call = observedCall(exchange, number, begun, ended);
      const path = hide(exchange.url.replace(/^https?:\/\/[^/]+/, ''));
      const time = exchange.time ?? new Date().toISOString();
      const made: ProxyFinding[] = [];
      const add = (finding: Omit<ProxyFinding, 'id' | 'time' | 'method' | 'path' | 'status'>) => {
        // A gap default broken the same way by every answer is listed once, then counted: a server's choice, not news.
        if (finding.kind === 'gap') {
          const key = `${finding.rule} ${finding.message.replace(/^\S+ \S+ answered \d+/, call.operationId ?? '').replace(/\/\d+\//g, '/*/')}`;
          const first = gapsSeen.get(key);
          if (first !== undefined) {
            first.times = (first.times ?? 1) + 1;
            return;
          }
          gapsSeen.set(key, made[made.push({ id: findings.length + made.length + 1, time, ...finding, message: hide(finding.message), method: exchange.method, path, status: exchange.status }) - 1]!);
          return;
        }
        made.push({ id: findings.length + made.length + 1, time, ...finding, message: hide(finding.message), method: exchange.method, path, status: exchange.status });
      };
      for (const found of judgeExchange(exchange)) add({ kind: found.gap ? 'gap' : 'failure', rule: found.rule, rules: EXCHANGE_RULES[found.rule].rules, message: found.message, exchanges: [number] });
      let issues: TrafficIssue[] = [];
      if (exchange.visit !== true && exchange.status !== 0) {
        learnPageSizeNames(call);
        issues = [
          ...judgeRequestLimits(call, honoured),
          ...judgeLinkAnswers(call),
          ...judgeCreated(call, model.primaryDomain.get(model.workspaceOf(call.token) ?? '')),
          ...judgeQrAnswer(call),
          ...judgeSequence(call, model, writeInFlight),
        ];
        learn(call, model);
      }
      for (const issue of issues) {
        const named = /\[([a-z.-]+)\]$/.exec(issue.message)?.[1];
        const rules = named === undefined ? TRAFFIC_RULES[issue.rule].rules : [named];
        const suspicion = issue.unseenWrite !== undefined && options.exclusive !== true;
        add({
          kind: issue.gap === true ? 'gap' : suspicion ? 'suspicion' : 'failure',
          rule: issue.rule,
          rules,
          message: issue.message,
          ...(suspicion && { why: `${issue.unseenWrite} could explain it; with --exclusive (the traffic through the proxy is the only writer) it is a failure` }),
          exchanges: [...(issue.earlier ?? []), number],
        });
      }
      coverage.add(call, honoured);
      findings.push(...made);
      return made;
    },
    findings: () => [...findings],
    exchanges: () => seen,
    coverage: () => coverage.report(),
  };
}

