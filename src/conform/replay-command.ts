import type { Failure } from './check.js';

/**
 * The command that replays a failure: its curl script, with the variables it reads (the other workspace's token
 * only when one of its exchanges used it), and for a property the seed that finds it again.
 */
export function replayCommand(script: string, checkName: string, failure: Pick<Failure, 'seed' | 'exchanges' | 'setup'>): string {
  const property = failure.seed === undefined ? '' : `; the property: npx linkproof conform … --seed ${failure.seed} --only ${checkName}`;
  const other = [...(failure.setup ?? []), ...failure.exchanges].some((exchange) => exchange.credential === 'other') ? ' LINKPROOF_OTHER_TOKEN=…' : '';
  return `LINKPROOF_TOKEN=…${other} sh ${script}${property}`;
}
