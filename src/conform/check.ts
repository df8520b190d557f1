import type { LinkproofClient } from '../client/create-client.js';
import type { DiscoveredProfile } from './discover-profile.js';
import type { GapRuleId, RuleId } from './rules.js';
import type { TagPool } from './tag-pool.js';
import type { Exchange, Target } from './target.js';

/** Whether the spec itself requires the property, or it is linkproof's default on a gap (held only under --profile assumed). */
export type CheckKind = 'mandated' | 'gap';

/** What a check found wrong: the rule, why, and the exchanges that show it (to replay with curl). */
export interface Failure {
  rule: string;
  message: string;
  exchanges: Exchange[];
  /** Earlier exchanges of the run that the failing ones rely on (the tags and links they name), to replay first. */
  setup?: Exchange[];
  /** The shrunk counterexample of a property, when there is one, and the seed to replay it. */
  counterexample?: string;
  seed?: number;
  /**
   * Which of the check's rules (Check#rules) this failure breaks, when the check knows: its other rules are then
   * not verified by this run (it stopped at the failure), rather than failed. Without it, each of them failed.
   */
  rules?: readonly string[];
  /**
   * Only linkproof's defaults on gaps were broken (held under --profile assumed), not anything the spec mandates:
   * the failure is then reported as a gap's, whatever the check's kind.
   */
  gapDefault?: boolean;
}

/**
 * What running a check gave. A skip is a check that could not run: for a check the profile holds the target
 * to, that is "not verified", never a pass. A check the user did not ask for (one that visits short links,
 * without --resolve-short-links) is "not requested": it did not run, and the verdict does not wait for it.
 */
export type CheckOutcome =
  | { status: 'pass'; note?: string; notTold?: NotTold }
  | { status: 'fail'; failure: Failure }
  /** `rules`: the rules of the check it leaves untold, when not all of them (a check that held for the others). */
  | { status: 'skip'; reason: string; rules?: readonly string[] }
  | { status: 'not-requested'; reason: string };

/**
 * Rules of a check that passed which it could not tell from what the target holds (every link listed equal in the
 * values a sort is by): they are not verified by it, though nothing it saw broke them.
 */
export interface NotTold {
  rules: readonly string[];
  why: string;
}

/** What a check needs the user to ask for, beyond the API: visiting short links (`--resolve-short-links`). */
export type CheckRequirement = 'resolve-short-links';

export interface CheckContext {
  target: Target;
  /** A client with the token. */
  client: LinkproofClient;
  /** A client without credentials. */
  anonymous: LinkproofClient;
  /** A client for a second workspace, when --other-token was given. */
  other: LinkproofClient | undefined;
  seed: number;
  runs: number;
  /** At most this many commands in one sequence of the model-based check. */
  depth: number;
  profile: 'spec' | 'assumed';
  /** A prefix that names everything this run creates, so a person can find and remove it. */
  runId: string;
  /** The target's choices on the gaps the checks depend on, found before the checks ran. */
  discovered: DiscoveredProfile;
  /** The run's few fixed tags, created once per workspace and found again by later runs. */
  tags: TagPool;
  /** How long a visit may take to show in the link's clicks (--click-wait): real services count asynchronously. */
  clickWaitMs: number;
  /** Tags to create without a colour, beyond the fixed ones, to sample the random colour (--colour-samples): they stay on the target. */
  colourSamples: number;
}

/**
 * One property of the spec, checked against any implementation over HTTP. Named for the property it
 * checks, tagged with the section it enforces and whether the spec mandates it.
 */
export interface Check {
  name: string;
  section: string;
  kind: CheckKind;
  /** The rules of the catalogue (rules.ts) this check verifies: mandated ones, or for a gap check its gap rule. */
  rules: readonly (RuleId | GapRuleId)[];
  description: string;
  /** Runs only when the user asked for it; otherwise it is reported as not requested. */
  requires?: CheckRequirement;
  run(context: CheckContext): Promise<CheckOutcome>;
}

export const pass = (note?: string): CheckOutcome => (note === undefined ? { status: 'pass' } : { status: 'pass', note });
export const skip = (reason: string, rules?: readonly string[]): CheckOutcome => (rules === undefined ? { status: 'skip', reason } : { status: 'skip', reason, rules });
export const fail = (failure: Failure): CheckOutcome => ({ status: 'fail', failure });
