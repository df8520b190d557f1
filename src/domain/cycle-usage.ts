/** What counts towards a workspace's usage: a link's clicks and the times that place them. */
export interface UsageSource {
  clicks: number;
  createdAt: string;
  disabledAt: string | null;
}

/**
 * The clicks of one link that fall in the current billing cycle, taking its clicks as spread evenly
 * from its creation to `now` (the dataset holds counters, not click times). A disabled link's stats
 * are excluded from the overall stats (§2.1 rule 1), so it counts nothing.
 */
export function cycleClicks(link: UsageSource, cycleStart: number, now: number): number {
  if (link.disabledAt !== null || link.clicks === 0) return 0;
  const created = Date.parse(link.createdAt);
  if (created >= cycleStart) return link.clicks;
  const lifetime = now - created;
  return lifetime <= 0 ? link.clicks : Math.round((link.clicks * Math.max(0, now - cycleStart)) / lifetime);
}
