/**
 * Whether a list that misses links its own count finds (the count right, the list a strict part of what is
 * expected) lost them to its page rather than to the filter it was asked: then what the check is about cannot be
 * told from it, and the pages' rule (list.pages: default_page_is_1_of_50 and pages_partition_the_list judge it) is
 * what broke. The reason to report the check as not verified, or undefined.
 */
export function listShortOfCount(listed: readonly string[], expected: readonly string[], count: unknown, query: string): string | undefined {
  if (count !== expected.length || listed.some((id) => !expected.includes(id))) return undefined;
  const missing = expected.filter((id) => !listed.includes(id));
  if (missing.length === 0) return undefined;
  return `${query} listed ${listed.length} of the ${expected.length} links its count finds: its page lost them, not the filter (list.pages, judged by default_page_is_1_of_50 and pages_partition_the_list)`;
}
