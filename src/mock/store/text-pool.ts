/**
 * Equal texts given as one string: the first of them met (among the last `limit` distinct texts). A dataset's
 * links repeat texts a string each would hold again: geo pages, app store links, og images, expiry times, the
 * urls of A/B variants. JSON.parse and a worker's message make a new string of each. Which of two equal strings
 * a link holds cannot be told apart.
 */
export class TextPool {
  readonly #texts = new Map<string, string>();

  /** `limit`: how many distinct texts are remembered; the pool starts again when it is reached, so it stays small. */
  constructor(readonly limit = 1 << 16) {}

  /** How many texts it remembers now. */
  get size(): number {
    return this.#texts.size;
  }

  text(text: string): string {
    const met = this.#texts.get(text);
    if (met !== undefined) return met;
    if (this.#texts.size >= this.limit) this.#texts.clear();
    this.#texts.set(text, text);
    return text;
  }

  /**
   * A value with its texts as `text` gives them: a text; a plain object's values or an array's items (deep), set
   * in place (what a link was given is its own, and which of two equal strings it holds cannot be told), or in a
   * copy of a frozen one; any other value as it is.
   */
  value<T>(value: T): T {
    if (typeof value === 'string') return this.text(value) as T;
    if (value === null || typeof value !== 'object') return value;
    if (Object.isFrozen(value)) {
      // fromEntries defines each property (a "__proto__" of JSON's stays a property, as JSON.parse made it).
      if (Array.isArray(value)) return value.map((item: unknown) => this.value(item)) as T;
      return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, this.value(item)])) as T;
    }
    const record = value as Record<string, unknown>;
    for (const name in record) {
      if (!Object.hasOwn(record, name)) continue;
      const item = record[name];
      if (item !== null && (typeof item === 'string' || typeof item === 'object')) record[name] = this.value(item);
    }
    return value;
  }
}
