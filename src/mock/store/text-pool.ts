/**
 * Equal texts given as one string: the one met before, when it still holds its place. A dataset's
 * links repeat texts a string each would hold again: geo pages, app store links, og images, expiry times, the
 * urls of A/B variants. JSON.parse and a worker's message make a new string of each. Which of two equal strings
 * a link holds cannot be told apart.
 */
export class TextPool {
  /** A text by a hash of its characters: a text whose place another took is simply met anew (no Map: hashing a string into one cost 0.4 µs a text at a million links). */
  readonly #texts: (string | undefined)[];
  readonly #mask: number;

  /** `bits`: 2^bits places (remembering at most that many texts). */
  constructor(bits = 16) {
    this.#texts = new Array<string | undefined>(1 << bits).fill(undefined);
    this.#mask = (1 << bits) - 1;
  }

  /** How many texts it remembers now. */
  get size(): number {
    let size = 0;
    for (const text of this.#texts) if (text !== undefined) size++;
    return size;
  }

  text(text: string): string {
    // FNV-1a over the last 40 characters (a url's path, a time's every digit) and the length.
    const length = text.length;
    let hash = length;
    for (let i = length > 40 ? length - 40 : 0; i < length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    const place = (hash ^ (hash >>> 16)) & this.#mask;
    const met = this.#texts[place];
    if (met === text) return met;
    this.#texts[place] = text;
    return text;
  }

  /**
   * A value with its texts as `text` gives them: a text, or the texts inside a plain array or object (deep), set in
   * place (what a link was given is its own, and which of two equal strings it holds cannot be told). A frozen
   * value, and any other kind of object (a Date, a class's), is left as it is, as is a property that cannot be set.
   */
  value<T>(value: T): T {
    if (typeof value === 'string') return this.text(value) as T;
    if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) this.#within(value);
    return value;
  }

  #within(value: object): void {
    const prototype = Object.getPrototypeOf(value) as unknown;
    try {
      if (Array.isArray(value)) {
        if (prototype !== Array.prototype) return;
        for (let i = 0; i < value.length; i++) {
          const item: unknown = value[i];
          if (typeof item === 'string') value[i] = this.text(item);
          else if (item !== null && typeof item === 'object') this.value(item);
        }
      } else if (prototype === Object.prototype || prototype === null) {
        const record = value as Record<string, unknown>;
        const names = Object.keys(record);
        for (let i = 0; i < names.length; i++) {
          const item = record[names[i]!];
          if (typeof item === 'string') record[names[i]!] = this.text(item);
          else if (item !== null && typeof item === 'object') this.value(item);
        }
      }
    } catch {
      // A property that cannot be set (read-only, a getter alone) keeps the string it has; the rest are set.
    }
  }
}
