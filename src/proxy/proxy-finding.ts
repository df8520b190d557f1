/**
 * What the proxy (or a replay) found in real traffic: the rule, why, and the exchanges that show it (no token in them).
 *
 * - `failure`: the spec is broken, and nothing the proxy did not see could explain it.
 * - `suspicion`: the spec looks broken, but a write the proxy did not see (another client of the workspace,
 *   a call outside the spec) could explain it; `why` says which. `--exclusive` says the traffic through the
 *   proxy is the only writer, and turns them into failures.
 * - `gap`: only a linkproof default on a gap is broken: reported, never a failure.
 */
export interface ProxyFinding {
  id: number;
  kind: 'failure' | 'suspicion' | 'gap';
  /** When the last exchange of the finding was answered (the runner's clock). */
  time: string;
  /** The name of the check that made it: an exchange rule of conform's judge, or a traffic rule. */
  rule: string;
  /** The rules of the catalogue (src/conform/rules.ts) the finding breaks. */
  rules: readonly string[];
  message: string;
  /** For a suspicion: the write the proxy did not see that could explain it. */
  why?: string;
  /** The exchanges that show it, by their number in the traffic (1 is the first), the last one being where it showed. */
  exchanges: number[];
  /** How many exchanges showed the same gap default broken the same way (a gap is listed once, then counted). */
  times?: number;
  /** The method, path and query, and status of the last exchange. */
  method: string;
  path: string;
  status: number;
}
