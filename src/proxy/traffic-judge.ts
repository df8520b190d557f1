import { EXCHANGE_RULES, judgeExchange } from '../conform/judge-exchange.js';
import type { Exchange } from '../conform/target.js';
import type { ProxyFinding } from './proxy-finding.js';

/**
 * One exchange of real traffic as the judge sees it: conform's Exchange (its url relative to the API's base,
 * `http://proxy/links?…`; its Authorization header already a placeholder) plus which credential sent it.
 */
export interface ObservedExchange extends Exchange {
  /** The placeholder of the credential that sent it (`$LINKPROOF_TOKEN`, `$LINKPROOF_TOKEN_2`, …), none when it carried none. */
  token?: string;
  /** When it was answered. */
  time?: string;
}

export interface TrafficJudgeOptions {
  /** The traffic judged is the only writer of its workspaces: what only an unseen write could explain is a failure, not a suspicion. */
  exclusive?: boolean;
  /** Hides tokens in what a finding quotes (an upstream may echo one). */
  hide?: (text: string) => string;
}

export interface TrafficJudge {
  /** Judges one exchange, in the order they were answered; returns the findings it made (each numbered). */
  observe(exchange: ObservedExchange): ProxyFinding[];
  findings(): ProxyFinding[];
  /** How many exchanges were judged. */
  exchanges(): number;
}

/**
 * Judges real traffic, exchange by exchange and as a sequence: conform's judge for each exchange (documented
 * status, error object, content types, shapes), and the rules a passive observer can check over a sequence.
 */
export function createTrafficJudge(options: TrafficJudgeOptions = {}): TrafficJudge {
  const hide = options.hide ?? ((text: string) => text);
  const findings: ProxyFinding[] = [];
  let seen = 0;
  return {
    observe(exchange) {
      const number = ++seen;
      const made: ProxyFinding[] = [];
      const path = hide(exchange.url.replace(/^https?:\/\/[^/]+/, ''));
      for (const found of judgeExchange(exchange)) {
        made.push({
          id: findings.length + made.length + 1,
          kind: found.gap ? 'gap' : 'failure',
          time: exchange.time ?? new Date().toISOString(),
          rule: found.rule,
          rules: EXCHANGE_RULES[found.rule].rules,
          message: hide(found.message),
          exchanges: [number],
          method: exchange.method,
          path,
          status: exchange.status,
        });
      }
      findings.push(...made);
      return made;
    },
    findings: () => [...findings],
    exchanges: () => seen,
  };
}
