import type { LinkproofClient } from '../../client/create-client.js';
import type { CheckContext } from '../check.js';
import { shownData } from '../exchange-check.js';

/** Each client's answer, asked once a run: a count is the same wrong for every check that reads it. */
const asked = new WeakMap<LinkproofClient, Promise<string | undefined>>();

/**
 * Whether counts cannot be trusted to judge another rule: a count of a search that matches no link (a value of the
 * run no key or url holds) is not 0. Then a count that disagrees with a check's links says nothing of the rule the
 * check is about (a count one too high read as a link counted by another workspace, say): it is count.number's
 * failure, judged by the checks of counts. Undefined when the count of nothing is 0 or no number; else why, to note or report.
 * `client`: the one whose counts are to be judged (another workspace's, say); the context's own by default.
 */
export function countUntrusted(context: CheckContext, client: LinkproofClient = context.client): Promise<string | undefined> {
  let answer = asked.get(client);
  if (answer === undefined) {
    const search = `${context.runId}-no-such-link`;
    // Only a number other than 0 says the count is wrong: a refusal is no count, and a check's own refused count
    // stays a finding of its rule.
    answer = client.GET('/links/count', { params: { query: { search } } }).then((counted) =>
      typeof counted.data !== 'number' || counted.data === 0 ? undefined : `a count of search=${search}, which no link matches, answered ${shownData(counted)}: a wrong count here is count.number's (judged by the checks of counts), not this check's rule`,
    );
    asked.set(client, answer);
  }
  return answer;
}
