import type { Link } from '../../dataset/dataset.js';
import type { LinkSortField } from '../../contract/enums.js';
import type { LinkStats } from './state-change.js';
import { cycleClicksOf } from '../../domain/cycle-usage.js';
import { CanonicalTimes } from './canonical-times.js';
import { SlotIndex } from './slot-index.js';
import { TextPool } from './text-pool.js';
import { instantOf } from '../../domain/iso-time.js';
import { QR_AFTER, QR_BEFORE, qrTailOf, queryValueOf } from '../../domain/short-link.js';

/**
 * How each field of a link is kept. The Record makes the compiler name a field the contract adds and this forgets.
 * - text: a string every link has its own of (an array of them);
 * - time: a date-time or null, as milliseconds (NaN for null) in a Float64Array; a text that does not read back
 *   the same from its milliseconds is kept beside it;
 * - number: a Uint32Array while every value is a whole number below 2³², else a Float64Array (4 bytes a link
 *   rather than 8 for the counters);
 * - flag: a bit;
 * - value: one of few values a field takes (a domain, a user, the UTM words, the tags): a code into a list of them;
 * - rare: a value most links leave null: kept for the links that have one;
 * - shortLink, qrCode: made from domain and key (and the qrCode's base, a value) when they are what the mock
 *   would make, else kept as rare values.
 */
type Kind = 'text' | 'time' | 'number' | 'flag' | 'value' | 'rare' | 'shortLink' | 'qrCode';

const KINDS: Record<keyof Link, Kind> = {
  id: 'text',
  domain: 'value',
  key: 'text',
  url: 'text',
  trackConversion: 'flag',
  externalId: 'rare',
  tenantId: 'value',
  programId: 'value',
  partnerId: 'value',
  archived: 'flag',
  expiresAt: 'rare',
  expiredUrl: 'value',
  disabledAt: 'rare',
  password: 'rare',
  proxy: 'flag',
  title: 'value',
  description: 'value',
  image: 'rare',
  video: 'rare',
  rewrite: 'flag',
  doIndex: 'flag',
  ios: 'rare',
  android: 'rare',
  geo: 'rare',
  publicStats: 'flag',
  tags: 'value',
  folderId: 'value',
  webhookIds: 'value',
  comments: 'value',
  shortLink: 'shortLink',
  qrCode: 'qrCode',
  utm_source: 'value',
  utm_medium: 'value',
  utm_campaign: 'value',
  utm_term: 'value',
  utm_content: 'value',
  userId: 'value',
  workspaceId: 'value',
  clicks: 'number',
  leads: 'number',
  conversions: 'number',
  sales: 'number',
  saleAmount: 'number',
  lastClicked: 'time',
  createdAt: 'time',
  updatedAt: 'time',
  tagId: 'value',
  projectId: 'value',
  testVariants: 'rare',
  testStartedAt: 'rare',
  testCompletedAt: 'rare',
};

/** The fields in the contract's order: a link is rebuilt with its keys in this order. */
const FIELDS = Object.keys(KINDS) as (keyof Link)[];
const fieldsOf = (kind: Kind) => FIELDS.filter((field) => KINDS[field] === kind);
const TIMES = fieldsOf('time');
const NUMBERS = fieldsOf('number');
/** A field's index in its kind's columns. */
function indexIn(fields: readonly string[], field: string): number {
  const index = fields.indexOf(field);
  if (index < 0) throw new Error(`link-table: ${field} is not where it is read from`);
  return index;
}
const T_LAST_CLICKED = indexIn(TIMES, 'lastClicked');
const T_CREATED = indexIn(TIMES, 'createdAt');
const T_UPDATED = indexIn(TIMES, 'updatedAt');
const N_CLICKS = indexIn(NUMBERS, 'clicks');
const N_LEADS = indexIn(NUMBERS, 'leads');
const N_CONVERSIONS = indexIn(NUMBERS, 'conversions');
const N_SALES = indexIn(NUMBERS, 'sales');
const N_SALE_AMOUNT = indexIn(NUMBERS, 'saleAmount');
const TIME_INDEX = { lastClicked: T_LAST_CLICKED, createdAt: T_CREATED, updatedAt: T_UPDATED };
const NUMBER_INDEX = { clicks: N_CLICKS, leads: N_LEADS, conversions: N_CONVERSIONS, sales: N_SALES, saleAmount: N_SALE_AMOUNT };
const [F_TRACK_CONVERSION, F_ARCHIVED, F_PROXY, F_REWRITE, F_DO_INDEX, F_PUBLIC_STATS] = [1, 2, 4, 8, 16, 32];
/** The qrCode's base (all but its tail) is a value too: most links of a dataset share one. */
const QR_BASE = '#qrBase' as const;
const VALUES: string[] = [...fieldsOf('value'), QR_BASE];
/** Each value column's index. */
const V = Object.fromEntries(VALUES.map((field, index) => [field, index])) as { readonly [field in keyof Link | typeof QR_BASE]: number };
const RARES = fieldsOf('rare') as ('externalId' | 'expiresAt' | 'disabledAt' | 'password' | 'image' | 'video' | 'ios' | 'android' | 'geo' | 'testVariants' | 'testStartedAt' | 'testCompletedAt')[];
/** The rare fields whose texts many links repeat, held once through the table's TextPool (not ids or passwords, each a link's own). */
const POOLED_RARES: ReadonlySet<string> = new Set<(typeof RARES)[number]>(['expiresAt', 'disabledAt', 'image', 'video', 'ios', 'android', 'geo', 'testVariants', 'testStartedAt', 'testCompletedAt']);

/** Whether `shortLink` is https://{domain}/{key}, checked without building it. */
function isShortLinkOf(shortLink: string, domain: string, key: string): boolean {
  return (
    shortLink.length === 9 + domain.length + key.length &&
    shortLink.startsWith('https://') &&
    shortLink.startsWith(domain, 8) &&
    shortLink.charCodeAt(8 + domain.length) === 0x2f &&
    shortLink.endsWith(key)
  );
}

/** See LinkTable#lastAddRepeated. */
export const REPEATED_ID = 1;
export const REPEATED_KEY = 2;

/** A rare value's name for the short link or qrCode of a link whose own is not the one made from its fields. */
const OWN_SHORT_LINK = 'shortLink';
const OWN_QR_CODE = 'qrCode';
/** Fields the contract does not name, kept as they came (a dataset may carry them): nothing sent is dropped. */
const EXTRA = '#extra';

/** The few values of one field, each once: links hold a code into the list. Equal arrays and objects share one value (never mutated). */
class ValueList {
  readonly values: unknown[] = [];
  readonly #codes = new Map<unknown, number>();
  /** Arrays and objects met before, by identity: a dataset reader shares equal ones, so most are found without their JSON. */
  readonly #seen = new WeakMap<object, number>();

  /** The value and code of the last call: links read in a row mostly share their domain, user, workspace and nulls. */
  #last: unknown = Symbol('none');
  #lastCode = -1;

  codeOf(value: unknown): number {
    if (value === this.#last) return this.#lastCode;
    this.#last = value;
    return (this.#lastCode = this.#codeOf(value));
  }

  #codeOf(value: unknown): number {
    if (value !== null && typeof value === 'object') {
      const seen = this.#seen.get(value);
      if (seen !== undefined) return seen;
      const code = this.#code(`\u0000${JSON.stringify(value)}`, value);
      this.#seen.set(value, code);
      return code;
    }
    return this.#code(value, value);
  }

  #code(key: unknown, value: unknown): number {
    let code = this.#codes.get(key);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.#codes.set(key, code);
    }
    return code;
  }

  /** The code of a value already listed, without listing it. */
  find(value: unknown): number | undefined {
    return this.#codes.get(value !== null && typeof value === 'object' ? `\u0000${JSON.stringify(value)}` : value);
  }
}

type CodeColumn = Uint8Array | Uint16Array | Uint32Array;
/** A counter's column: whole numbers below 2³² in 4 bytes each, widened to a Float64Array at the first other value. */
type NumberColumn = Uint32Array | Float64Array;

/**
 * A table's links as plain columns, in the order given to `LinkTable#image`: what a state image saves and
 * `LinkTable.fromImage` takes back. Codes are the table's own (its value lists go with them); the rest of a link's
 * values are kept by position (`rares`, `timeTexts`: the positions that have one, and their values in that order).
 */
export interface LinkTableImage {
  size: number;
  ids: string[];
  keys: string[];
  urls: string[];
  /** lastClicked, createdAt, updatedAt as ms (NaN for null), and the texts of those not in canonical form. */
  times: Float64Array[];
  timeTexts: Positioned<string>[];
  /** clicks, leads, conversions, sales, saleAmount. */
  numbers: NumberColumn[];
  flags: Uint8Array;
  /** Each value field's codes, and its list of values (codes index it). */
  codes: CodeColumn[];
  lists: unknown[][];
  /** The values kept for some links only, by name (the rare fields, an own shortLink or qrCode, fields the contract does not name). */
  rares: Record<string, Positioned<unknown>>;
  /** The id and key lookups over positions (SlotIndex#saved), when the image has them: taken over, not made again. */
  idIndex?: SavedIndex;
  keyIndex?: SavedIndex;
  /**
   * The positions in creation order (by createdAt, then id), when the image has them and they are not 0, 1, …: a
   * table made from the image hands them to the first LinkOrder made (takeCreationOrder) instead of sorting again.
   */
  creationOrder?: Uint32Array;
}

/** A SlotIndex as it saves itself. */
export type SavedIndex = ReturnType<SlotIndex['saved']>;

/** Values some positions have: `values[i]` is position `positions[i]`'s. */
export interface Positioned<T> {
  positions: Uint32Array;
  values: T[];
}

/** How many materialized links are kept, so that a link read twice is one object (and its JSON, cached by object, is reused). */
const KEPT_OBJECTS = 20_000;

/**
 * The links of one workspace as columns, one row ("slot") per link ever added: a million links hold a few hundred
 * bytes each instead of an object of 51 properties (432 bytes before its strings), and the values most links share
 * (their domain, user, tags, UTM words) once. A link is rebuilt as an object when it is read; the last ones read
 * are kept, so one read twice is the same object. Slots are never reused: a deleted link's slot stays empty.
 */
export class LinkTable {
  /** `lookups: false`: the id and key lookups are made at their first use (a table read only to be imaged). */
  constructor({ lookups = true }: { lookups?: boolean } = {}) {
    this.#lookupsMade = lookups;
  }

  #capacity = 0;
  #slots = 0;
  #live = 0;
  #ids: (string | undefined)[] = [];
  #keys: (string | undefined)[] = [];
  #urls: (string | undefined)[] = [];
  /** An image's creationOrder, until takeCreationOrder takes it. */
  #creationOrder: Uint32Array | undefined;
  #times: Float64Array[] = TIMES.map(() => new Float64Array(0));
  /** A time's text where it is not the canonical form of its milliseconds (by field, by slot). */
  readonly #timeTexts = TIMES.map(() => new Map<number, string>());
  #numbers: NumberColumn[] = NUMBERS.map(() => new Uint32Array(0));
  #flags: Uint8Array = new Uint8Array(0);
  /** Each value field's codes, as narrow as its list allows: a byte while it has at most 256 values. */
  #codes: CodeColumn[] = VALUES.map(() => new Uint8Array(0));
  readonly #lists = VALUES.map(() => new ValueList());
  readonly #rares = new Map<string, Map<number, unknown>>([OWN_SHORT_LINK, OWN_QR_CODE, EXTRA].map((field) => [field, new Map()]));
  /** The values most links leave null, by field, for the links that have one. */
  readonly #rare = Object.fromEntries(RARES.map((field) => [field, new Map<number, unknown>()])) as Record<(typeof RARES)[number], Map<number, unknown>>;
  readonly #byId = new SlotIndex((slot) => this.#ids[slot]!);
  /** Whether #byId and #byKey hold every link (a table read from an image, or made without them, makes them at their first use). */
  #lookupsMade: boolean;
  /** Slots by domain code, then key (the key strings are the table's own). */
  readonly #byKey = new SlotIndex(
    (slot) => this.#keys[slot]!,
    (slot) => this.#codes[V.domain]![slot]!,
  );
  readonly #kept = new Map<number, Link>();
  /**
   * The rare texts many links repeat (POOLED_RARES), each held once: 25 MB less at a million links of fixtures.
   * Urls are not pooled: a pool small enough to keep caught few of theirs (0.3 MB at a million).
   */
  readonly #pool = new TextPool();
  #lastQrBase: string | undefined;
  readonly #canonical = new CanonicalTimes();
  /** How many slots are the base's (markBase); their links keep their values when deleted or clicked. */
  #base = 0;
  readonly #deletedBase = new Set<number>();
  /** The base's links as they were before their first click since markBase. */
  readonly #originalStats = new Map<number, LinkStats>();

  /**
   * What the last `add` met in the table already: REPEATED_ID, REPEATED_KEY (domain and key), or 0. The table takes
   * such a link as told (the id and key then name the new one): refusing it is its caller's part.
   */
  lastAddRepeated = 0;

  /** How many links there are. */
  get size(): number {
    return this.#live;
  }

  /** One past the highest slot ever used: every slot, live or not, is below it. */
  get slotCount(): number {
    return this.#slots;
  }

  /** Writes a code, first widening its column when the code does not fit. */
  #setCode(index: number, slot: number, code: number): void {
    let column = this.#codes[index]!;
    if (code > (column.BYTES_PER_ELEMENT === 1 ? 0xff : column.BYTES_PER_ELEMENT === 2 ? 0xffff : 0xffffffff)) {
      const wider = code > 0xffff ? new Uint32Array(column.length) : new Uint16Array(column.length);
      wider.set(column);
      this.#codes[index] = column = wider;
    }
    column[slot] = code;
  }

  /** Writes a counter, first widening its column to a Float64Array when the value is not a whole number below 2³². */
  #setNumber(index: number, slot: number, value: number): void {
    let column = this.#numbers[index]!;
    // -0 too: a Uint32Array would give it back as 0.
    if ((value >>> 0 !== value || (value === 0 && 1 / value < 0)) && column instanceof Uint32Array) column = this.#widenNumbers(index);
    column[slot] = value;
  }

  #widenNumbers(index: number): Float64Array {
    const wider = Float64Array.from(this.#numbers[index]!);
    this.#numbers[index] = wider;
    return wider;
  }

  #grow(): void {
    const capacity = Math.max(64, this.#capacity * 2);
    const grown = <T extends NumberColumn | CodeColumn>(array: T, per = 1): T => {
      const bigger = new (array.constructor as new (length: number) => T)(capacity * per);
      bigger.set(array);
      return bigger;
    };
    this.#times = this.#times.map((column) => grown(column));
    this.#numbers = this.#numbers.map((column) => grown(column));
    this.#codes = this.#codes.map((column) => grown(column));
    this.#flags = grown(this.#flags);
    this.#capacity = capacity;
  }

  /** Adds a link in a new slot, returned. Each field is read by name (not in a loop over names): a million links in a second. */
  add(link: Link): number {
    if (this.#slots === this.#capacity) this.#grow();
    const slot = this.#slots++;
    this.#live++;
    this.#ids[slot] = link.id;
    this.#keys[slot] = link.key;
    this.#urls[slot] = link.url;
    this.#setTime(T_LAST_CLICKED, slot, link.lastClicked);
    this.#setTime(T_CREATED, slot, link.createdAt);
    this.#setTime(T_UPDATED, slot, link.updatedAt);
    this.#setNumber(N_CLICKS, slot, link.clicks);
    this.#setNumber(N_LEADS, slot, link.leads);
    this.#setNumber(N_CONVERSIONS, slot, link.conversions);
    this.#setNumber(N_SALES, slot, link.sales);
    this.#setNumber(N_SALE_AMOUNT, slot, link.saleAmount);
    this.#flags[slot] =
      (link.trackConversion === true ? F_TRACK_CONVERSION : 0) |
      (link.archived === true ? F_ARCHIVED : 0) |
      (link.proxy === true ? F_PROXY : 0) |
      (link.rewrite === true ? F_REWRITE : 0) |
      (link.doIndex === true ? F_DO_INDEX : 0) |
      (link.publicStats === true ? F_PUBLIC_STATS : 0);
    const madeShortLink = isShortLinkOf(link.shortLink, link.domain, link.key);
    if (!madeShortLink) this.#rares.get(OWN_SHORT_LINK)!.set(slot, link.shortLink);
    const qrBase = madeShortLink ? this.#qrBaseOf(link.qrCode, link.shortLink) : null;
    // A qrCode not made from its short link is kept whole.
    if (qrBase === null) this.#rares.get(OWN_QR_CODE)!.set(slot, link.qrCode);
    const lists = this.#lists;
    this.#setCode(V.domain, slot, lists[V.domain]!.codeOf(link.domain));
    this.#setCode(V.tenantId, slot, lists[V.tenantId]!.codeOf(link.tenantId));
    this.#setCode(V.programId, slot, lists[V.programId]!.codeOf(link.programId));
    this.#setCode(V.partnerId, slot, lists[V.partnerId]!.codeOf(link.partnerId));
    this.#setCode(V.expiredUrl, slot, lists[V.expiredUrl]!.codeOf(link.expiredUrl));
    this.#setCode(V.title, slot, lists[V.title]!.codeOf(link.title));
    this.#setCode(V.description, slot, lists[V.description]!.codeOf(link.description));
    this.#setCode(V.tags, slot, lists[V.tags]!.codeOf(link.tags));
    this.#setCode(V.folderId, slot, lists[V.folderId]!.codeOf(link.folderId));
    this.#setCode(V.webhookIds, slot, lists[V.webhookIds]!.codeOf(link.webhookIds));
    this.#setCode(V.comments, slot, lists[V.comments]!.codeOf(link.comments));
    this.#setCode(V.utm_source, slot, lists[V.utm_source]!.codeOf(link.utm_source));
    this.#setCode(V.utm_medium, slot, lists[V.utm_medium]!.codeOf(link.utm_medium));
    this.#setCode(V.utm_campaign, slot, lists[V.utm_campaign]!.codeOf(link.utm_campaign));
    this.#setCode(V.utm_term, slot, lists[V.utm_term]!.codeOf(link.utm_term));
    this.#setCode(V.utm_content, slot, lists[V.utm_content]!.codeOf(link.utm_content));
    this.#setCode(V.userId, slot, lists[V.userId]!.codeOf(link.userId));
    this.#setCode(V.workspaceId, slot, lists[V.workspaceId]!.codeOf(link.workspaceId));
    this.#setCode(V.tagId, slot, lists[V.tagId]!.codeOf(link.tagId));
    this.#setCode(V.projectId, slot, lists[V.projectId]!.codeOf(link.projectId));
    this.#setCode(V[QR_BASE], slot, lists[V[QR_BASE]]!.codeOf(qrBase));
    const [rares, pool] = [this.#rare, this.#pool];
    if (link.externalId !== null) rares.externalId.set(slot, link.externalId);
    if (link.expiresAt !== null) rares.expiresAt.set(slot, pool.value(link.expiresAt));
    if (link.disabledAt !== null) rares.disabledAt.set(slot, pool.value(link.disabledAt));
    if (link.password !== null) rares.password.set(slot, link.password);
    if (link.image !== null) rares.image.set(slot, pool.value(link.image));
    if (link.video !== null) rares.video.set(slot, pool.value(link.video));
    if (link.ios !== null) rares.ios.set(slot, pool.value(link.ios));
    if (link.android !== null) rares.android.set(slot, pool.value(link.android));
    if (link.geo !== null) rares.geo.set(slot, pool.value(link.geo));
    if (link.testVariants !== null) rares.testVariants.set(slot, pool.value(link.testVariants));
    if (link.testStartedAt !== null) rares.testStartedAt.set(slot, pool.value(link.testStartedAt));
    if (link.testCompletedAt !== null) rares.testCompletedAt.set(slot, pool.value(link.testCompletedAt));
    // As many fields as the contract names (every one of them, which the contract check makes sure of): nothing more to keep.
    const keys = Object.keys(link);
    if (keys.length !== FIELDS.length) {
      // Fields the contract does not name are kept as they came, and a field left out stays out.
      const record = link as unknown as Record<string, unknown>;
      const odd: Record<string, unknown> = {};
      for (const field of keys) if (!(field in KINDS)) odd[field] = record[field];
      this.#rares.get(EXTRA)!.set(slot, { extra: odd, missing: FIELDS.filter((field) => !(field in link)) });
    }
    // Without lookups yet (a table read only to be written out), the link is indexed with the others when they are made.
    this.lastAddRepeated = this.#lookupsMade ? (this.#byId.set(slot) ? REPEATED_ID : 0) | (this.#byKey.set(slot) ? REPEATED_KEY : 0) : 0;
    return slot;
  }

  /** The base of a qrCode made as {base}{qrTailOf(shortLink)} (the last base found, without a new string, when it is that one), else null. */
  #qrBaseOf(qrCode: string, shortLink: string): string | null {
    // Compared piece by piece, not against a new tail string: this runs for every link a dataset loads.
    const value = queryValueOf(shortLink);
    const baseLength = qrCode.length - QR_BEFORE.length - value.length - QR_AFTER.length;
    if (baseLength < 0 || !qrCode.startsWith(QR_BEFORE, baseLength) || !qrCode.startsWith(value, baseLength + QR_BEFORE.length) || !qrCode.endsWith(QR_AFTER)) return null;
    const last = this.#lastQrBase;
    if (last !== undefined && last.length === baseLength && qrCode.startsWith(last)) return last;
    return (this.#lastQrBase = qrCode.slice(0, baseLength));
  }

  #setTime(index: number, slot: number, time: string | null): void {
    if (time === null) {
      this.#times[index]![slot] = Number.NaN;
      this.#timeTexts[index]!.delete(slot);
      return;
    }
    const canonical = this.#canonical.ms(time);
    if (canonical !== undefined) {
      this.#times[index]![slot] = canonical;
      this.#timeTexts[index]!.delete(slot);
      return;
    }
    const ms = instantOf(time);
    this.#times[index]![slot] = ms;
    if (Number.isNaN(ms) || new Date(ms).toISOString() !== time) this.#timeTexts[index]!.set(slot, time);
    else this.#timeTexts[index]!.delete(slot);
  }

  /**
   * The slots in creation order as the image this table was made from had them (fromImage), once: undefined after
   * the first call, or when the image had none. Every slot holds a link then (a table from an image has no gaps),
   * sorted as LinkOrder.byCreation sorts them when nothing changed since.
   */
  takeCreationOrder(): Uint32Array | undefined {
    const order = this.#creationOrder;
    this.#creationOrder = undefined;
    return order !== undefined && this.#slots === order.length && this.#live === order.length ? order : undefined;
  }

  /** Empties a link's slot (a link of the base keeps its values, for `baseCopy`). */
  remove(slot: number): void {
    if (!this.has(slot)) return;
    this.#lookups();
    this.#byId.delete(this.#ids[slot]!);
    this.#byKey.delete(this.#keys[slot]!, this.#codes[V.domain]![slot]!);
    this.#kept.delete(slot);
    this.#live--;
    if (slot < this.#base) {
      this.#deletedBase.add(slot);
      return;
    }
    this.#ids[slot] = this.#keys[slot] = this.#urls[slot] = undefined;
    for (const texts of this.#timeTexts) texts.delete(slot);
    for (const rares of [...this.#rares.values(), ...Object.values(this.#rare)]) rares.delete(slot);
  }

  /** Sets a link's counters (a click, a conversion): the link read after it is a new object. */
  setStats(slot: number, stats: LinkStats): void {
    if (slot < this.#base && !this.#originalStats.has(slot)) this.#originalStats.set(slot, this.link(slot, false)!);
    for (let i = 0; i < NUMBERS.length; i++) {
      const field = NUMBERS[i]! as keyof LinkStats;
      if (field in stats) this.#setNumber(i, slot, stats[field] as number);
    }
    this.#setTime(T_LAST_CLICKED, slot, stats.lastClicked);
    this.#kept.delete(slot);
  }

  has(slot: number): boolean {
    return this.#ids[slot] !== undefined && !this.#deletedBase.has(slot);
  }

  /**
   * Makes the links there are now the base: what `baseCopy` gives back however they are deleted or clicked since.
   * A reset returns to it without a second copy of every link (the base's links are the table's first rows).
   */
  markBase(): void {
    this.#base = this.#slots;
    this.#deletedBase.clear();
    this.#originalStats.clear();
  }

  /**
   * What changed since `markBase`, for a reset made in place (WorkspaceState#returnToBase): the slots of the live links
   * added since, the base's links deleted, and the base's links whose counters changed, with their counters then.
   * `slots` past `base` are the table's empty slots once the added links are removed (a copy has none).
   */
  sinceBase(): { base: number; slots: number; added: number[]; deleted: readonly number[]; clicked: ReadonlyMap<number, LinkStats> } {
    const added: number[] = [];
    for (let slot = this.#base; slot < this.#slots; slot++) if (this.#ids[slot] !== undefined) added.push(slot);
    return { base: this.#base, slots: this.#slots, added, deleted: [...this.#deletedBase], clicked: new Map(this.#originalStats) };
  }

  /** Puts back a link of the base deleted since `markBase`, with the values it kept (a reset made in place). */
  restoreBase(slot: number): void {
    if (!this.#deletedBase.delete(slot)) return;
    this.#live++;
    // Made by the delete (remove), if not before: the id and key name this slot again.
    if (!this.#lookupsMade) return;
    this.#byId.set(slot);
    this.#byKey.set(slot);
  }

  /**
   * The base as it was once a reset made in place has put its links and counters back (restoreBase, setStats): nothing
   * is changed since `markBase` any more. The slots added since stay empty: a slot is never used again.
   */
  backAtBase(): void {
    this.#deletedBase.clear();
    this.#originalStats.clear();
  }

  /** A new table of the base's links as they were when `markBase` was called, itself marked as its base. */
  baseCopy(): LinkTable {
    const copy = new LinkTable();
    const base = this.#base;
    copy.#capacity = copy.#slots = copy.#live = base;
    for (let slot = 0; slot < base; slot++) {
      copy.#ids[slot] = this.#ids[slot];
      copy.#keys[slot] = this.#keys[slot];
      copy.#urls[slot] = this.#urls[slot];
    }
    copy.#times = this.#times.map((column) => column.slice(0, base));
    copy.#numbers = this.#numbers.map((column) => column.slice(0, base));
    copy.#codes = this.#codes.map((column) => column.slice(0, base));
    copy.#flags = this.#flags.slice(0, base);
    // Value lists only grow and codes never change: the copy shares them.
    copy.#lists.splice(0, copy.#lists.length, ...this.#lists);
    const below = <V>(from: Map<number, V>, to: Map<number, V>) => {
      for (const [slot, value] of from) if (slot < base) to.set(slot, value);
    };
    this.#timeTexts.forEach((texts, index) => below(texts, copy.#timeTexts[index]!));
    for (const [name, rares] of this.#rares) below(rares, copy.#rares.get(name)!);
    for (const field of RARES) below(this.#rare[field], copy.#rare[field]);
    copy.#byId.reserve(base);
    copy.#byKey.reserve(base);
    for (let slot = 0; slot < base; slot++) {
      copy.#byId.set(slot);
      copy.#byKey.set(slot);
    }
    for (const [slot, stats] of this.#originalStats) copy.setStats(slot, stats);
    copy.#lastQrBase = this.#lastQrBase;
    copy.markBase();
    return copy;
  }

  /**
   * The links in `slots` (every slot a link is in, in the order wanted), as columns: positions 0, 1, … in that
   * order. Arrays are copied, so the image stays as it is while the table changes.
   */
  image(slots: Iterable<number>, { lookups = true }: { lookups?: boolean } = {}): LinkTableImage {
    const order = Uint32Array.from(slots);
    const size = order.length;
    const gather = <T extends Float64Array | NumberColumn | CodeColumn>(column: T): T => {
      const out = new (column.constructor as new (length: number) => T)(size);
      for (let i = 0; i < size; i++) out[i] = column[order[i]!]!;
      return out;
    };
    // A loop, not Array.from(order, read), which goes through the typed array's iterator: garbage of three times the
    // array's size.
    const strings = (column: (string | undefined)[]) => {
      const out: string[] = new Array(size);
      for (let i = 0; i < size; i++) out[i] = column[order[i]!]!;
      return out;
    };
    // Each slot's position (slots not in the image: none), made at the first field that needs it.
    let positions: Int32Array | undefined;
    const positioned = <V>(values: Map<number, V>): Positioned<V> => {
      if (values.size === 0) return { positions: new Uint32Array(0), values: [] };
      if (positions === undefined) {
        positions = new Int32Array(this.#slots).fill(-1);
        order.forEach((slot, position) => (positions![slot] = position));
      }
      const pairs: [number, V][] = [];
      for (const [slot, value] of values) {
        const position = positions[slot]!;
        if (position >= 0) pairs.push([position, value]);
      }
      pairs.sort((a, b) => a[0] - b[0]);
      return { positions: Uint32Array.from(pairs, (pair) => pair[0]), values: pairs.map((pair) => pair[1]) };
    };
    const rares: Record<string, Positioned<unknown>> = {};
    for (const [name, values] of [...this.#rares, ...Object.entries(this.#rare)]) rares[name] = positioned(values);
    const [ids, keys, domains] = [strings(this.#ids), strings(this.#keys), gather(this.#codes[V.domain]!)];
    const indexes = lookups ? this.#indexesOf(ids, keys, domains) : {};
    return {
      size,
      ids,
      keys,
      urls: strings(this.#urls),
      times: this.#times.map(gather),
      timeTexts: this.#timeTexts.map(positioned),
      numbers: this.#numbers.map(gather),
      flags: gather(this.#flags),
      codes: this.#codes.map(gather),
      lists: this.#lists.map((list) => [...list.values]),
      rares,
      ...indexes,
    };
  }

  /** The id and key lookups over an image's positions (SlotIndex#entries), for it to keep. */
  #indexesOf(ids: string[], keys: string[], domains: CodeColumn): { idIndex: SavedIndex; keyIndex: SavedIndex } {
    const size = ids.length;
    const byId = new SlotIndex((position) => ids[position]!);
    const byKey = new SlotIndex(
      (position) => keys[position]!,
      (position) => domains[position]!,
    );
    byId.reserve(size);
    byKey.reserve(size);
    for (let position = 0; position < size; position++) {
      byId.set(position);
      byKey.set(position);
    }
    return { idIndex: byId.saved(size), keyIndex: byKey.saved(size) };
  }

  /** A table of an image's links, slot by position; its arrays are taken over, not copied. */
  static fromImage(image: LinkTableImage): LinkTable {
    const table = new LinkTable();
    const { size } = image;
    const fits = (column: { length: number }, what: string) => {
      if (column.length !== size) throw new Error(`link-table image: ${what} holds ${column.length} values for ${size} links`);
    };
    if (image.times.length !== TIMES.length || image.numbers.length !== NUMBERS.length || image.codes.length !== VALUES.length || image.lists.length !== VALUES.length) {
      throw new Error('link-table image: its columns are not this table\'s');
    }
    for (const [what, column] of Object.entries({ ids: image.ids, keys: image.keys, urls: image.urls, flags: image.flags })) fits(column, what);
    [...image.times, ...image.numbers, ...image.codes].forEach((column, index) => fits(column, `column ${index}`));
    for (const column of image.numbers) if (!(column instanceof Uint32Array || column instanceof Float64Array)) throw new Error('link-table image: a counter\'s column is neither a Uint32Array nor a Float64Array');
    table.#capacity = table.#slots = table.#live = size;
    // Taken over as they are (an image is not used again): a million links' three texts are not copied.
    [table.#ids, table.#keys, table.#urls] = [image.ids, image.keys, image.urls];
    table.#times = image.times;
    table.#numbers = image.numbers;
    table.#flags = image.flags;
    table.#codes = image.codes;
    image.lists.forEach((values, index) => {
      const list = table.#lists[index]!;
      for (const value of values) list.codeOf(value);
      if (list.values.length !== values.length) throw new Error(`link-table image: the values of ${VALUES[index]} are not each once`);
    });
    for (const [index, column] of table.#codes.entries()) {
      const count = table.#lists[index]!.values.length;
      for (let slot = 0; slot < size; slot++) if (column[slot]! >= count) throw new Error(`link-table image: a code of ${VALUES[index]} beyond its values`);
    }
    const place = <V>(into: Map<number, V>, { positions, values }: Positioned<V>, what: string) => {
      if (positions.length !== values.length) throw new Error(`link-table image: ${what} has ${positions.length} positions for ${values.length} values`);
      // Not through the pool: at a million links it made a --state restart 0.5–1 s slower (4.0–4.7 s against
      // 3.5–4.0 s), and its RSS then no smaller (the copies let go are not yet collected).
      for (let i = 0; i < positions.length; i++) {
        if (positions[i]! >= size) throw new Error(`link-table image: ${what} beyond its links`);
        into.set(positions[i]!, values[i]!);
      }
    };
    image.timeTexts.forEach((positioned, index) => place(table.#timeTexts[index]!, positioned, TIMES[index]!));
    for (const [name, positioned] of Object.entries(image.rares)) {
      const values = table.#rares.get(name) ?? (table.#rare as Record<string, Map<number, unknown>>)[name];
      if (values === undefined) throw new Error(`link-table image: no rare field ${name}`);
      place(values, positioned, name);
    }
    if (image.creationOrder !== undefined) {
      fits(image.creationOrder, 'creationOrder');
      const seen = new Uint8Array(size);
      for (const position of image.creationOrder) {
        if (position >= size || seen[position] === 1) throw new Error('link-table image: creationOrder is not an order of its links');
        seen[position] = 1;
      }
      table.#creationOrder = image.creationOrder;
    }
    if (image.idIndex !== undefined && image.keyIndex !== undefined) {
      table.#byId.load(image.idIndex, size);
      table.#byKey.load(image.keyIndex, size);
    } else {
      // Made at their first use: a table read only to be written out never needs them.
      table.#lookupsMade = false;
    }
    return table;
  }

  /**
   * Adds the links at positions [from, to) of an image (another table's, read on another thread) in new slots, as
   * `add` would add each: values coded in this table's lists (a link's tags through `shareTags`, as its reader gives
   * them to `add`), ids and keys indexed. Returns the first new slot and,
   * per link, what `lastAddRepeated` would have said.
   */
  appendImage(image: LinkTableImage, from: number, to: number, shareTags?: (tags: Link['tags']) => Link['tags']): { first: number; repeated: Uint8Array } {
    this.#lookups();
    const count = Math.max(0, to - from);
    while (this.#slots + count > this.#capacity) this.#grow();
    const first = this.#slots;
    const [ids, keys, urls, pool] = [this.#ids, this.#keys, this.#urls, this.#pool];
    for (let i = 0; i < count; i++) {
      ids[first + i] = image.ids[from + i];
      keys[first + i] = image.keys[from + i];
      urls[first + i] = image.urls[from + i];
    }
    const copy = (into: Float64Array | Uint32Array | Uint8Array, source: Float64Array | Uint32Array | Uint8Array) => into.set(source.subarray(from, to), first);
    this.#times.forEach((column, index) => copy(column, image.times[index]!));
    // A counter the image holds as a Float64Array (a value that is not a whole number below 2³²) widens ours first.
    image.numbers.forEach((source, index) => copy(source instanceof Float64Array && this.#numbers[index] instanceof Uint32Array ? this.#widenNumbers(index) : this.#numbers[index]!, source));
    copy(this.#flags, image.flags);
    // Each of the image's codes is this table's code of the same value, found once per code met.
    for (let index = 0; index < VALUES.length; index++) {
      const [codes, values, list] = [image.codes[index]!, image.lists[index]!, this.#lists[index]!];
      const ours = new Int32Array(values.length).fill(-1);
      for (let i = 0; i < count; i++) {
        const code = codes[from + i]!;
        let own = ours[code]!;
        if (own < 0) own = ours[code] = list.codeOf(index === V.tags && shareTags !== undefined ? shareTags(values[code] as Link['tags']) : values[code]);
        this.#setCode(index, first + i, own);
      }
    }
    const place = <V>(into: Map<number, V>, { positions, values }: Positioned<V>, pooled = false) => {
      // Positions are in order: the first at or after `from` is found by halving.
      let [low, high] = [0, positions.length];
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (positions[middle]! < from) low = middle + 1;
        else high = middle;
      }
      for (let i = low; i < positions.length && positions[i]! < to; i++) into.set(first + positions[i]! - from, pooled ? pool.value(values[i]!) : values[i]!);
    };
    image.timeTexts.forEach((positioned, index) => place(this.#timeTexts[index]!, positioned));
    for (const [name, positioned] of Object.entries(image.rares)) place(this.#rares.get(name) ?? (this.#rare as Record<string, Map<number, unknown>>)[name]!, positioned, POOLED_RARES.has(name));
    this.#slots += count;
    this.#live += count;
    const repeated = new Uint8Array(count);
    this.#byId.reserve(count);
    this.#byKey.reserve(count);
    for (let i = 0; i < count; i++) repeated[i] = (this.#byId.set(first + i) ? REPEATED_ID : 0) | (this.#byKey.set(first + i) ? REPEATED_KEY : 0);
    return { first, repeated };
  }

  /** Makes the id and key lookups of a table read from an image now, rather than at their first use. */
  makeLookups(): void {
    this.#lookups();
  }

  /** Makes the id and key lookups of a table read from an image (fromImage), once. */
  #lookups(): void {
    if (this.#lookupsMade) return;
    this.#lookupsMade = true;
    const [ids, byId, byKey] = [this.#ids, this.#byId, this.#byKey];
    byId.reserve(this.#live);
    byKey.reserve(this.#live);
    for (let slot = 0; slot < this.#slots; slot++) {
      if (ids[slot] === undefined) continue;
      byId.set(slot);
      byKey.set(slot);
    }
  }

  /** The slot of the link with this id. */
  slotOfId(id: string): number | undefined {
    this.#lookups();
    return this.#byId.get(id);
  }

  /** The slot of the link with this domain and key. */
  slotOfKey(domain: string, key: string): number | undefined {
    this.#lookups();
    const code = this.#lists[V.domain]!.find(domain);
    return code === undefined ? undefined : this.#byKey.get(key, code);
  }

  /** Whether a link's shortLink is the one its domain and key make (https://{domain}/{key}). */
  madeShortLink(slot: number): boolean {
    return !this.#rares.get(OWN_SHORT_LINK)!.has(slot);
  }

  /** The live links whose `field` has a code `bad` says yes to, appended to `into`: one pass over a column, no link read. */
  slotsWithCode(field: keyof Link, bad: (code: number) => boolean, into: number[]): void {
    const column = this.#codes[V[field]]!;
    const listed = this.#lists[V[field]]!.values.length;
    const isBad = new Uint8Array(listed);
    let any = false;
    for (let code = 0; code < listed; code++) {
      if (!bad(code)) continue;
      isBad[code] = 1;
      any = true;
    }
    if (!any) return;
    for (let slot = 0; slot < this.#slots; slot++) if (isBad[column[slot]!] === 1 && this.has(slot)) into.push(slot);
  }

  /** The links (live or deleted ones of the base) whose short link is their own rather than the one made from domain and key. */
  slotsWithOwnShortLink(): MapIterator<number> {
    return this.#rares.get(OWN_SHORT_LINK)!.keys();
  }

  /** The links (live or deleted ones of the base) that have A/B test variants. */
  slotsWithTestVariants(): MapIterator<number> {
    return this.#rare.testVariants.keys();
  }

  /** A link's A/B test variants, read without building the link. */
  testVariantsOf(slot: number): Link['testVariants'] {
    return (this.#rare.testVariants.get(slot) as Link['testVariants'] | undefined) ?? null;
  }

  /**
   * The link in a slot, as an object (the same object while it is kept and unchanged). `keep: false` for a read of
   * every link (a save), which would otherwise push out the links being served.
   */
  link(slot: number, keep = true): Link | undefined {
    const kept = this.#kept.get(slot);
    if (kept !== undefined) return kept;
    if (!this.has(slot)) return undefined;
    const link = this.#build(slot);
    if (!keep) return link;
    if (this.#kept.size >= KEPT_OBJECTS) this.#kept.delete(this.#kept.keys().next().value!);
    this.#kept.set(slot, link);
    return link;
  }

  #build(slot: number): Link {
    const [codes, lists, numbers, rares] = [this.#codes, this.#lists, this.#numbers, this.#rare];
    const value = (index: number) => lists[index]!.values[codes[index]![slot]!];
    const flags = this.#flags[slot]!;
    const [domain, key] = [value(V.domain) as string, this.#keys[slot]!];
    const shortLink = (this.#rares.get(OWN_SHORT_LINK)!.get(slot) as string | undefined) ?? `https://${domain}/${key}`;
    const qrBase = value(V[QR_BASE]) as string | null;
    // An object literal in the contract's order: every link read has one shape.
    const link: Link = {
      id: this.#ids[slot]!,
      domain,
      key,
      url: this.#urls[slot]!,
      trackConversion: (flags & F_TRACK_CONVERSION) !== 0,
      externalId: (rares.externalId.get(slot) as string | undefined) ?? null,
      tenantId: value(V.tenantId) as string | null,
      programId: value(V.programId) as string | null,
      partnerId: value(V.partnerId) as string | null,
      archived: (flags & F_ARCHIVED) !== 0,
      expiresAt: (rares.expiresAt.get(slot) as string | undefined) ?? null,
      expiredUrl: value(V.expiredUrl) as string | null,
      disabledAt: (rares.disabledAt.get(slot) as string | undefined) ?? null,
      password: (rares.password.get(slot) as string | undefined) ?? null,
      proxy: (flags & F_PROXY) !== 0,
      title: value(V.title) as string | null,
      description: value(V.description) as string | null,
      image: (rares.image.get(slot) as string | undefined) ?? null,
      video: (rares.video.get(slot) as string | undefined) ?? null,
      rewrite: (flags & F_REWRITE) !== 0,
      doIndex: (flags & F_DO_INDEX) !== 0,
      ios: (rares.ios.get(slot) as string | undefined) ?? null,
      android: (rares.android.get(slot) as string | undefined) ?? null,
      geo: (rares.geo.get(slot) as Link['geo'] | undefined) ?? null,
      publicStats: (flags & F_PUBLIC_STATS) !== 0,
      tags: value(V.tags) as Link['tags'],
      folderId: value(V.folderId) as string | null,
      webhookIds: value(V.webhookIds) as string[],
      comments: value(V.comments) as string | null,
      shortLink,
      qrCode: qrBase === null ? (this.#rares.get(OWN_QR_CODE)!.get(slot) as string) : `${qrBase}${qrTailOf(shortLink)}`,
      utm_source: value(V.utm_source) as string | null,
      utm_medium: value(V.utm_medium) as string | null,
      utm_campaign: value(V.utm_campaign) as string | null,
      utm_term: value(V.utm_term) as string | null,
      utm_content: value(V.utm_content) as string | null,
      userId: value(V.userId) as string | null,
      workspaceId: value(V.workspaceId) as string,
      clicks: numbers[N_CLICKS]![slot]!,
      leads: numbers[N_LEADS]![slot]!,
      conversions: numbers[N_CONVERSIONS]![slot]!,
      sales: numbers[N_SALES]![slot]!,
      saleAmount: numbers[N_SALE_AMOUNT]![slot]!,
      lastClicked: this.#timeAt(T_LAST_CLICKED, slot),
      createdAt: this.#timeAt(T_CREATED, slot)!,
      updatedAt: this.#timeAt(T_UPDATED, slot)!,
      tagId: value(V.tagId) as string | null,
      projectId: value(V.projectId) as string,
      testVariants: (rares.testVariants.get(slot) as Link['testVariants'] | undefined) ?? null,
      testStartedAt: (rares.testStartedAt.get(slot) as string | undefined) ?? null,
      testCompletedAt: (rares.testCompletedAt.get(slot) as string | undefined) ?? null,
    };
    const odd = this.#rares.get(EXTRA)!.get(slot) as { extra: Record<string, unknown>; missing: (keyof Link)[] } | undefined;
    if (odd === undefined) return link;
    for (const field of odd.missing) delete link[field];
    return Object.assign(link, odd.extra);
  }

  #timeAt(index: number, slot: number): string | null {
    const ms = this.#times[index]![slot]!;
    const text = this.#timeTexts[index]!.get(slot);
    if (text !== undefined) return text;
    return Number.isNaN(ms) ? null : this.#canonical.text(ms);
  }

  // Reads of one field, for indexes, orders and filters, without building the link.

  id(slot: number): string {
    return this.#ids[slot]!;
  }

  key(slot: number): string {
    return this.#keys[slot]!;
  }

  url(slot: number): string {
    return this.#urls[slot]!;
  }

  /**
   * A billing cycle's usage from the links there are: how many were created in it, and their clicks that fall in it
   * (cycleClicksOf, each link's), in one pass over the columns; the few deleted links the table keeps (the base's) and
   * the disabled links (whose clicks count for nothing: §2.1 rule 1) are taken back out after it, not looked up at
   * each slot. At a million links 11–14 ms, where a pass through `slots()` and `cycleClicks` took 70–100 ms
   * (the first create after a reset counts it).
   */
  cycleUsage(cycleStart: number, now: number): { links: number; clicks: number } {
    const ids = this.#ids;
    const [created, clicks] = [this.#times[T_CREATED]!, this.#numbers[N_CLICKS]!];
    let [links, inCycle] = [0, 0];
    // Taking out afterwards gives the same sum only for whole numbers whose sum stays exact (below 2^53): counters in a
    // Uint32Array, on fewer than 2^21 slots. Otherwise (a fraction, a counter past 2^32) each link is judged in the pass.
    const exact = clicks instanceof Uint32Array && this.#slots < 2 ** 21;
    const [deleted, disabled] = [this.#deletedBase, this.#rare.disabledAt];
    for (let slot = 0; slot < this.#slots; slot++) {
      if (ids[slot] === undefined || (!exact && deleted.has(slot))) continue;
      const createdAt = created[slot]!;
      if (createdAt >= cycleStart) links++;
      inCycle += cycleClicksOf(clicks[slot]!, createdAt, !exact && disabled.has(slot), cycleStart, now);
    }
    if (!exact) return { links, clicks: inCycle };
    for (const slot of deleted) {
      if (created[slot]! >= cycleStart) links--;
      inCycle -= cycleClicksOf(clicks[slot]!, created[slot]!, false, cycleStart, now);
    }
    for (const slot of disabled.keys()) {
      if (this.has(slot)) inCycle -= cycleClicksOf(clicks[slot]!, created[slot]!, false, cycleStart, now);
    }
    return { links, clicks: inCycle };
  }

  /** The clicks of a link that fall in a billing cycle (see cycleClicks), read without building the link. */
  cycleClicks(slot: number, cycleStart: number, now: number): number {
    return cycleClicksOf(this.numberOf('clicks', slot), this.timeOf('createdAt', slot), this.#rare.disabledAt.has(slot), cycleStart, now);
  }

  /** The links that have an externalId, with it (deleted links of the base included: see `has`). */
  externalIds(): MapIterator<[number, unknown]> {
    return this.#rare.externalId.entries();
  }

  /** How many links are archived. */
  archivedCount(): number {
    let count = 0;
    for (const slot of this.slotList()) if ((this.#flags[slot]! & F_ARCHIVED) !== 0) count++;
    return count;
  }

  externalIdOf(slot: number): string | null {
    return (this.#rare.externalId.get(slot) as string | undefined) ?? null;
  }

  archived(slot: number): boolean {
    return (this.#flags[slot]! & F_ARCHIVED) !== 0;
  }

  /** How many of `slots` are archived, per run of `block` of them (at most 255; LinkOrder's parts of blocks): one pass over the flags. */
  archivedPerBlock(slots: ArrayLike<number>, block: number): Uint8Array {
    const counts = new Uint8Array(Math.ceil(slots.length / block));
    const flags = this.#flags;
    for (let i = 0; i < slots.length; i++) if ((flags[slots[i]!]! & F_ARCHIVED) !== 0) counts[(i / block) | 0]!++;
    return counts;
  }

  /** A date-time field as milliseconds (NaN for null). */
  timeOf(field: 'createdAt' | 'updatedAt' | 'lastClicked', slot: number): number {
    return this.#times[TIME_INDEX[field]]![slot]!;
  }

  numberOf(field: 'clicks' | 'leads' | 'conversions' | 'sales' | 'saleAmount', slot: number): number {
    return this.#numbers[NUMBER_INDEX[field]]![slot]!;
  }

  /** A field of few values, read without building the link (a link's tags are the same array every time). */
  valueOf<F extends keyof Link>(field: F, slot: number): Link[F] {
    const index = V[field];
    return this.#lists[index]!.values[this.#codes[index]![slot]!] as Link[F];
  }

  /** The code of a value of a field, for comparing slots by code; undefined when no link ever had it. */
  codeOf(field: keyof Link, value: unknown): number | undefined {
    return this.#lists[V[field]]!.find(value);
  }

  /** A field's code in a slot. */
  codeAt(field: keyof Link, slot: number): number {
    return this.#codes[V[field]]![slot]!;
  }

  /** A value field's codes by slot, for a pass over every link: to be read only, and only until the next add (a column is replaced as it widens). */
  codesOf(field: keyof Link): Readonly<ArrayLike<number>> {
    return this.#codes[V[field]]!;
  }

  /** Every value a field has had (a domain stays listed after its last link is deleted). */
  valuesOf<F extends keyof Link>(field: F): readonly Link[F][] {
    return this.#lists[V[field]]!.values as Link[F][];
  }

  /** `slots` as an array, made in one loop: a million in about 30 ms, where the generator takes about 100. */
  slotList(): number[] {
    const [ids, deleted] = [this.#ids, this.#deletedBase];
    const list: number[] = [];
    for (let slot = 0; slot < this.#slots; slot++) if (ids[slot] !== undefined && (deleted.size === 0 || !deleted.has(slot))) list.push(slot);
    return list;
  }

  /** The slots of the links, in the order they were added: increasing (a slot is never reused; the search index relies on it). */
  *slots(): Generator<number> {
    const [ids, deleted] = [this.#ids, this.#deletedBase];
    for (let slot = 0; slot < this.#slots; slot++) if (ids[slot] !== undefined && (deleted.size === 0 || !deleted.has(slot))) yield slot;
  }

  /** A sort field's value as a number for ordering (a time as milliseconds, NaN for none). */
  sortValue(field: LinkSortField, slot: number): number {
    return field === 'createdAt' || field === 'lastClicked' ? this.timeOf(field, slot) : this.numberOf(field, slot);
  }
}
