/** Fields whose values a target makes up itself: ids, generated keys and what is built from them. */
const OWN_FIELDS = new Set(['id', 'key', 'shortLink', 'qrCode', 'workspaceId', 'projectId', 'tagId', 'userId', 'folderId', 'externalId']);

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * What a replay learnt of the two targets: each value the recorded target made up (a link's id, a generated
 * key, a tag id, a workspace id…) and the value the new target made up in its place. Learnt from the recorded
 * answer and the new answer to the same request, walked side by side; applied to the requests that follow.
 */
export class IdMap {
  readonly #map = new Map<string, string>();

  /** The new value of a recorded one (itself when it was not learnt). */
  get(recorded: string): string {
    return this.#map.get(recorded) ?? recorded;
  }

  get size(): number {
    return this.#map.size;
  }

  /** Learns from a recorded answer and the new one: own fields at the same place, arrays of links matched by key or position. */
  learn(recorded: unknown, now: unknown): void {
    if (Array.isArray(recorded) && Array.isArray(now)) {
      // Links are matched by domain and key (a list of the new target may hold others too); anything else by position.
      const byKey = new Map(now.filter((item) => isObject(item) && typeof item.key === 'string').map((item) => [`${String((item as Record<string, unknown>).domain)}/${String((item as Record<string, unknown>).key)}`, item]));
      recorded.forEach((item, index) => {
        const twin = isObject(item) && typeof item.key === 'string' ? byKey.get(`${String(item.domain)}/${this.get(item.key)}`) : undefined;
        this.learn(item, twin ?? now[index]);
      });
      return;
    }
    if (!isObject(recorded) || !isObject(now)) return;
    for (const [field, value] of Object.entries(recorded)) {
      const other = now[field];
      if (OWN_FIELDS.has(field) && typeof value === 'string' && typeof other === 'string' && value !== other && value !== '') this.#map.set(value, other);
      else if (typeof value === 'object' && value !== null) this.learn(value, other);
    }
  }

  /** A string with every learnt value in it replaced (whole values, and inside a URL or a comma-separated list). */
  apply(text: string): string {
    const whole = this.#map.get(text);
    if (whole !== undefined) return whole;
    let applied = text;
    // Longest first, so that a key inside a shortLink inside a qrCode is replaced as the larger value.
    for (const [recorded, now] of [...this.#map].sort(([a], [b]) => b.length - a.length)) {
      if (recorded.length >= 6 && applied.includes(recorded)) applied = applied.split(recorded).join(now);
    }
    return applied;
  }

  /** A JSON value with every string in it applied. */
  applyJson(value: unknown): unknown {
    if (typeof value === 'string') return this.apply(value);
    if (Array.isArray(value)) return value.map((item) => this.applyJson(item));
    if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, this.applyJson(item)]));
    return value;
  }
}
