import type { Json, ObservedCall } from './observed-call.js';

/** A link as the traffic last showed it. */
export interface KnownLink {
  link: Json;
  workspace: string | undefined;
  /** The call that last showed it, and when that call ended. */
  seenIn: number;
  seenAt: number;
  createdIn?: number;
  deleted?: { in: number; at: number };
}

/** A successful write seen: links created (+n) or deleted (−1) in a workspace, or a write outside the spec (`opaque`). */
export interface SeenWrite {
  number: number;
  begun: number;
  ended: number;
  token: string | undefined;
  /** Undefined when the workspace is not known (its credential has not shown one yet). */
  workspace: string | undefined;
  delta: number;
  opaque: boolean;
}

/** A read remembered for comparison with a later one: a whole list, a count, a workspace's totalLinks. */
export interface SeenRead<T> {
  value: T;
  number: number;
  begun: number;
  ended: number;
}

/** How many known links, writes and remembered reads the model keeps before forgetting the oldest: a proxy runs for a long time. */
export const KNOWN_LINKS_BOUND = 100_000;
export const WRITES_BOUND = 100_000;
export const READS_BOUND = 10_000;

/**
 * What a passive observer knows of the workspaces behind the traffic: each credential's workspace, the links
 * seen (and deleted), the writes seen, and the last whole lists, counts and totals, by workspace.
 */
export class TrafficModel {
  readonly workspaceOfToken = new Map<string, { workspace: string; number: number }>();
  readonly links = new Map<string, KnownLink>();
  readonly writes: SeenWrite[] = [];
  /** By workspace and filter key. */
  readonly lists = new Map<string, SeenRead<{ ids: string[] }>>();
  readonly counts = new Map<string, SeenRead<number>>();
  readonly totals = new Map<string, SeenRead<number>>();
  /** Primary domain of a workspace, from its answers. */
  readonly primaryDomain = new Map<string, string>();
  /** Elements of bulk requests refused whole: `key url`, with the call. */
  readonly refusedElements = new Map<string, number>();

  /** Writes that ended before this tick were forgotten: nothing before it can be compared. */
  #forgottenBefore = 0;

  /** Remembers a write, forgetting the oldest half when there are too many. */
  addWrite(write: SeenWrite): void {
    this.writes.push(write);
    if (this.writes.length > WRITES_BOUND) this.#forgottenBefore = this.writes.splice(0, WRITES_BOUND / 2).at(-1)!.ended;
  }

  /** Remembers a read under a key, forgetting the oldest key when there are too many. */
  remember<T>(reads: Map<string, SeenRead<T>>, key: string, read: SeenRead<T>): void {
    reads.delete(key);
    reads.set(key, read);
    if (reads.size > READS_BOUND) reads.delete(reads.keys().next().value!);
  }

  workspaceOf(token: string | undefined): string | undefined {
    return token === undefined ? undefined : this.workspaceOfToken.get(token)?.workspace;
  }

  /** Remembers a link as seen now. */
  see(link: Json, call: ObservedCall, created = false): void {
    const id = String(link.id);
    const known = this.links.get(id);
    const workspace = typeof link.workspaceId === 'string' ? link.workspaceId : (known?.workspace ?? this.workspaceOf(call.token));
    this.links.delete(id);
    this.links.set(id, { ...known, link, workspace, seenIn: call.number, seenAt: call.ended, ...(created && { createdIn: call.number }) });
    if (this.links.size > KNOWN_LINKS_BOUND) this.links.delete(this.links.keys().next().value!);
  }

  /** A live link of a workspace with this domain and key, or this externalId. */
  liveLinkBy(workspace: string | undefined, match: (link: Json) => boolean): KnownLink | undefined {
    for (const known of this.links.values()) if (known.deleted === undefined && known.workspace === workspace && match(known.link)) return known;
    return undefined;
  }

  /**
   * The writes seen in a workspace between two moments (ticks), and whether the order is certain: a write that
   * overlaps either moment, one outside the spec, or one whose workspace is unknown makes it uncertain.
   */
  writesBetween(workspace: string | undefined, after: number, before: number): { writes: SeenWrite[]; certain: boolean } {
    const writes: SeenWrite[] = [];
    let certain = after >= this.#forgottenBefore;
    for (const write of this.writes) {
      if (write.ended <= after || write.begun >= before) continue;
      if (write.workspace !== undefined && write.workspace !== workspace) continue;
      if (write.opaque || write.workspace === undefined || write.begun < after || write.ended > before) certain = false;
      else writes.push(write);
    }
    return { writes, certain };
  }

}
