import { instantOf } from './iso-time.js';

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
  return cycleClicksOf(link.clicks, instantOf(link.createdAt), link.disabledAt !== null, cycleStart, now);
}

/** `cycleClicks` from a link's clicks, its creation in Unix ms and whether it is disabled. */
export function cycleClicksOf(clicks: number, created: number, disabled: boolean, cycleStart: number, now: number): number {
  if (disabled || clicks === 0) return 0;
  if (created >= cycleStart) return clicks;
  const lifetime = now - created;
  // A creation time not read (NaN) counts them all, as one after now does: never a NaN in a workspace's usage.
  return !(lifetime > 0) ? clicks : Math.round((clicks * Math.max(0, now - cycleStart)) / lifetime);
}
