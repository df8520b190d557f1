import type { Link } from '../dataset/dataset.js';
import { qrCodeOf } from '../domain/short-link.js';

const isLink = (value: unknown): value is Link =>
  typeof value === 'object' && value !== null && typeof (value as Link).shortLink === 'string' && typeof (value as Link).qrCode === 'string';

const sameLinks = (a: readonly Link[], b: readonly Link[]): boolean => a.length === b.length && a.every((link, index) => link === b[index]);

/**
 * The JSON of served links. A link object never changes (a click replaces it with an updated copy), so its JSON is kept, in a bounded cache
 * (the oldest entry goes first) so that serving a million links does not double the memory. The qrCode
 * served always points at the mock's own /qr, whatever base URL the dataset was made for.
 */
export class LinkJsonCache {
  /** How many pages (arrays of links) are kept made: a page asked for again, as a dashboard polls its list, is not joined again. */
  static readonly PAGES = 8;
  readonly #entries = new Map<Link, string>();
  readonly #capacity: number;
  #baseUrl: string;
  /** The pages last made or asked for, the least recent first: their links (the objects, in order) and their text. */
  #pages: { links: readonly Link[]; text: string }[] = [];

  constructor(baseUrl: string, capacity = 20_000) {
    this.#baseUrl = baseUrl;
    this.#capacity = capacity;
  }

  /** How many links' JSON is kept. */
  get size(): number {
    return this.#entries.size;
  }

  set baseUrl(value: string) {
    if (value !== this.#baseUrl) {
      this.#entries.clear();
      this.#pages = [];
    }
    this.#baseUrl = value;
  }

  /** A link as served: with its qrCode on the mock's /qr. */
  served(link: Link): Link {
    const qrCode = qrCodeOf(this.#baseUrl, link.shortLink);
    return link.qrCode === qrCode ? link : { ...link, qrCode };
  }

  #json(link: Link): string {
    let text = this.#entries.get(link);
    if (text === undefined) {
      text = JSON.stringify(this.served(link));
      if (this.#entries.size >= this.#capacity) this.#entries.delete(this.#entries.keys().next().value!);
      this.#entries.set(link, text);
    }
    return text;
  }

  /**
   * A page's text: the same links (the same objects, which a change replaces) give the same text, kept for the
   * last few pages; a new page is made in one join.
   */
  #page(links: readonly Link[]): string {
    const pages = this.#pages;
    for (let at = 0; at < pages.length; at++) {
      const page = pages[at]!;
      if (!sameLinks(page.links, links)) continue;
      // The newest again: a page polled stays while others come and go.
      if (at < pages.length - 1) pages.push(...pages.splice(at, 1));
      return page.text;
    }
    // The brackets joined to the first and last link's text, so the page is made flat by one join: wrapped around
    // a joined text they would make a rope that the request log's cut and the socket's write copy again.
    const texts = links.map((link) => this.#json(link));
    texts[0] = `[${texts[0]!}`;
    texts[texts.length - 1] = `${texts[texts.length - 1]!}]`;
    const text = texts.join(',');
    if (this.#pages.length >= LinkJsonCache.PAGES) this.#pages.shift();
    this.#pages.push({ links: links.slice(), text });
    return text;
  }

  /** The JSON text of a response body: links and arrays of links from the cache, anything else as is. */
  stringify(body: unknown): string {
    if (isLink(body)) return this.#json(body);
    if (Array.isArray(body) && body.length > 0 && body.every(isLink)) return this.#page(body);
    return JSON.stringify(Array.isArray(body) ? body.map((item) => (isLink(item) ? this.served(item) : item)) : body);
  }

  /** A response body as served, for self-validation. */
  value(body: unknown): unknown {
    if (isLink(body)) return this.served(body);
    return Array.isArray(body) ? body.map((item) => (isLink(item) ? this.served(item) : item)) : body;
  }
}
