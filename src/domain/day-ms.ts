/** One day in milliseconds (days of UTC, which have no leap seconds). */
export const DAY_MS = 86_400_000;
