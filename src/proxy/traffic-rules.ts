import type { RuleId } from '../conform/rules.js';

/**
 * The rules a passive observer checks on real traffic, beyond conform's judge of each exchange: each named
 * like a check, with the rules of the catalogue (src/conform/rules.ts) it verifies. `sequence` rules compare
 * exchanges with earlier ones; where a write the proxy did not see could explain a break, it is a suspicion.
 */
export const TRAFFIC_RULES = {
  request_limits_enforced: {
    rules: ['create.url-lengths', 'create.domain-key-lengths', 'create.random-key', 'create.external-id', 'create.tenant-id', 'create.test-variants', 'tag.name-length', 'tag.color', 'bulk.max', 'list.sort', 'count.group-by', 'qr.url-length', 'list.pages'],
    sequence: false,
    description: 'A request beyond a limit or outside an enum of §8 (a url over 32000 characters, keyLength 2, a tag name of 51, 101 links in a bulk, an unknown sortBy) is not answered with a success.',
  },
  token_required: { rules: ['auth.required', 'qr.anonymous'], sequence: false, description: 'A request without a credential, to any operation but GET /qr, is answered 401 unauthorized: never a success, never 403; GET /qr without one is not refused for it (401).' },
  created_as_sent: {
    rules: ['create.accepts-valid', 'create.utm', 'create.random-key', 'create.prefix', 'create.defaults', 'create.tags', 'create.deprecated-fields', 'create.default-domain', 'tag.create', 'tag.random-color'],
    sequence: false,
    description: 'A created link carries what was sent (flags, texts, urls, geo, variants, tags by id and by name ignoring case), with the utm fields written into its url, a generated key of keyLength after the prefix, the documented defaults; a created tag has the name and colour sent, a random colour never pink.',
  },
  bulk_answers_each_element: { rules: ['bulk.results', 'bulk.max'], sequence: false, description: 'A successful bulk request answers one Link or LinkError per element, in order, each Link carrying what its element sent.' },
  link_fields_consistent: { rules: ['link.short-link', 'link.qr-code', 'link.deprecated-aliases'], sequence: false, description: 'In every Link answered: shortLink is https on its domain; qrCode is the QR endpoint with a url parameter; projectId equals workspaceId; tagId, when set, is one of its tags.' },
  lookup_answers_the_link: { rules: ['info.lookup', 'deleted.shape'], sequence: false, description: 'Retrieve by linkId, by ext_-prefixed externalId or by domain and key answers that link; delete by id answers that id.' },
  list_answers_match_filters: {
    rules: ['list.filters', 'list.search', 'list.deprecated-filters', 'list.archived', 'list.pages', 'list.direction', 'list.sort'],
    sequence: false,
    description: 'Every link a list answers matches its filters (domain, tagIds, tagNames ignoring case, folderId, userId, tenantId, search on key or url, tagId, withTags); archived ones only with showArchived; at most 50 without a page size and never over 100; newest first without a sort direction.',
  },
  qr_answer_reads_back: { rules: ['qr.image', 'qr.defaults'], sequence: false, description: 'A QR code answered reads back as its url; asked for with only a url (and margin), it is 600 pixels, level L, with a margin of 2 (or the one asked), black on white.' },
  seen_again_unchanged: { rules: ['info.lookup', 'create.accepts-valid'], sequence: true, description: 'A link seen again (retrieved, listed) is what was created or last seen, up to its counters, lastClicked and updatedAt.' },
  deleted_stays_gone: { rules: ['delete.removes'], sequence: true, description: 'After a successful delete, the link is never answered again: retrieve, list and delete answer without it.' },
  known_link_found: { rules: ['info.lookup', 'delete.removes'], sequence: true, description: 'A link seen and not deleted is found by retrieve (by id, ext_ externalId, domain and key) and by delete: no 404.' },
  list_complete: { rules: ['list.filters', 'list.search', 'list.deprecated-filters', 'list.archived', 'list.pages'], sequence: true, description: 'A list shorter than its page holds every live link seen that matches its filters.' },
  count_agrees_with_list: { rules: ['count.number', 'list.filters', 'list.archived'], sequence: true, description: 'A count equals the length of a whole list of the same filters, with no write in between.' },
  total_links_follows_writes: { rules: ['workspace.total-links'], sequence: true, description: "A workspace's totalLinks moves by the links created and deleted in it since it was last seen." },
  unique_keys: { rules: ['create.unique-key', 'create.external-id'], sequence: true, description: 'No create succeeds with the domain and key, or the externalId, of a live link of the workspace.' },
  bulk_refusal_creates_nothing: { rules: ['bulk.results'], sequence: true, description: 'A bulk request refused whole creates none of its elements.' },
  workspaces_isolated: { rules: ['scope.callers-workspace'], sequence: true, description: "A credential is answered the links of one workspace only: another workspace's link is never listed, read or deleted." },
} satisfies Record<string, { rules: readonly RuleId[]; sequence: boolean; description: string }>;

export type TrafficRule = keyof typeof TRAFFIC_RULES;

/** What a traffic rule found: `unseenWrite` says which write the proxy did not see could explain it (a suspicion then). */
export interface TrafficIssue {
  rule: TrafficRule;
  message: string;
  /** The earlier exchanges that show it, by number; the current one is added. */
  earlier?: number[];
  unseenWrite?: string;
  /** A break of a linkproof default on a gap only: reported, never a failure. */
  gap?: boolean;
}
