import type { LinkproofClient } from '../../client/create-client.js';
import type { CheckContext } from '../check.js';

/** Each client's count of nothing, asked once a run: a count is the same wrong for every check that reads it. */
const asked = new WeakMap<LinkproofClient, Promise<number | undefined>>();

/** What a client counts for a search that matches no link (a value of the run no key or url holds); undefined if it answers no number. */
function countOfNothing(context: CheckContext, client: LinkproofClient): Promise<number | undefined> {
  let answer = asked.get(client);
  if (answer === undefined) {
    answer = client.GET('/links/count', { params: { query: { search: `${context.runId}-no-such-link` } } }).then((counted) => (typeof counted.data === 'number' ? counted.data : undefined));
    asked.set(client, answer);
  }
  return answer;
}

/**
 * Whether a count a check found wrong is count.number's failure rather than the rule the check is about: the count
 * is a number, off from what the check expected by exactly what the same client counts for nothing (not 0). A count
 * one too high everywhere then reads one too high here too, and says nothing of a link counted by another workspace,
 * say. Any other wrong count (off by another amount, refused, not a number) stays the check's finding. Returns why,
 * for a note, or undefined. `client`: the one the count was asked of (another workspace's, say); the context's own by default.
 */
export async function countUntrusted(context: CheckContext, counted: unknown, expected: number, client: LinkproofClient = context.client): Promise<string | undefined> {
  if (typeof counted !== 'number') return undefined;
  const nothing = await countOfNothing(context, client);
  if (nothing === undefined || nothing === 0 || counted !== expected + nothing) return undefined;
  return `the count (${counted}) is off by what a search matching no link counts (${nothing}): count.number's failure (judged by the checks of counts), not this check's rule`;
}
