import type { CheckContext } from '../check.js';
import { shownData } from '../exchange-check.js';

/**
 * Whether the search a check finds its own links by (a value of the run in their keys) fails to find them all,
 * archived ones too: then a wrong answer to a query under it cannot be charged to the rule the check is about, since
 * search itself may be what is broken (list.search, which search_matches_key_and_url judges). Undefined when the
 * search finds every link of `ids` (listed, or counted when a list's pages lose them); else why the check could not
 * tell, to report it as not verified.
 */
export async function searchScopeBroken(context: CheckContext, search: string, ids: readonly string[]): Promise<string | undefined> {
  const listed = await context.client.GET('/links', { params: { query: { search, showArchived: true } } });
  const found = new Set((listed.data ?? []).map((link) => link.id));
  const missing = ids.filter((id) => !found.has(id));
  if (listed.data !== undefined && missing.length === 0) return undefined;
  // A count of the search that holds them all: the search finds them, and the list's pages lose them.
  const counted = await context.client.GET('/links/count', { params: { query: { search, showArchived: true } } });
  if (counted.data === ids.length) return undefined;
  const seen = listed.data === undefined ? shownData(listed) : `${ids.length - missing.length} of the ${ids.length} links it made`;
  return `search=${search}, by which this check finds its own links (their keys hold it), lists ${seen}: what it saw cannot be told from a broken search (list.search, judged by search_matches_key_and_url)`;
}
