import type { ExchangeRule } from '../conform/judge-exchange.js';

/** What the proxy found wrong in one exchange of real traffic: the rule, why, and the exchange (no token in it). */
export interface ProxyFinding {
  id: number;
  /** When the exchange was answered (the runner's clock). */
  time: string;
  rule: ExchangeRule;
  /** The rules of the catalogue (src/conform/rules.ts) the finding breaks. */
  rules: readonly string[];
  /** A linkproof default (a gap) broken, not the spec: reported, never a failure. */
  gap: boolean;
  message: string;
  method: string;
  /** The path and query, as sent. */
  path: string;
  status: number;
}
