/**
 * Whether an optional destination (expiredUrl, ios, android) names one: not null, and not blank. An empty or
 * whitespace-only value, as a form's field left blank sends it, is kept as sent and names none (§4.2 shows only
 * their length).
 */
export function namesDestination(value: string | null | undefined): value is string {
  return value !== null && value !== undefined && value.trim() !== '';
}
