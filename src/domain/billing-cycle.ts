/**
 * When the current billing cycle began: the latest date on or before `now` (UTC midnight) whose day of
 * the month is `cycleDay`, clamped to the month's length. linksUsage counts links created since then.
 */
export function billingCycleStart(now: Date, cycleDay: number): Date {
  const startIn = (year: number, month: number) => {
    const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    return new Date(Date.UTC(year, month, Math.min(cycleDay, lastDay)));
  };
  const thisMonth = startIn(now.getUTCFullYear(), now.getUTCMonth());
  return thisMonth.getTime() <= now.getTime() ? thisMonth : startIn(now.getUTCFullYear(), now.getUTCMonth() - 1);
}
