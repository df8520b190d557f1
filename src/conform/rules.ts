/**
 * The rule catalogue: every rule the spec mandates, section by section, in our own words, each with a stable
 * id. Checks declare the rules they verify; the report is per rule. Gap defaults are listed apart, each
 * pointing at its id in openapi.yaml's `x-spec-gaps`. What a visit to a short link does is checked by
 * visiting (`--resolve-short-links`); what the spec describes but no check can observe (a disabled link,
 * webhooks, …) is listed too, with why, so that nothing is silently left out.
 */
export interface Rule {
  id: string;
  section: string;
  text: string;
}


export const MANDATED_RULES = [
  // §1, §5: scope
  { id: 'scope.callers-workspace', section: '§1 §5', text: "Link, tag and count operations act on the caller's workspace only: another workspace's links are never listed, counted, read or deleted." },
  // §2: resources
  { id: 'link.shape', section: '§2.1', text: 'A Link carries every field that always has a value (id, domain, key, url, shortLink, qrCode, the flags, tags, webhookIds, workspaceId, userId, the counters, createdAt, updatedAt, projectId), each of its type.' },
  { id: 'link.short-link', section: '§2.1', text: 'shortLink is the full URL of the short link, with the https protocol, on its domain.' },
  { id: 'link.qr-code', section: '§2.1', text: "qrCode is the full URL of the link's QR code: the QR endpoint with a url query parameter." },
  { id: 'link.deprecated-aliases', section: '§2.1 §9', text: 'The deprecated projectId equals workspaceId; the deprecated tagId, when set, is the id of one of the link\'s tags.' },
  { id: 'tag.shape', section: '§2.3', text: 'A Tag has an id, a name and a colour of the seven.' },
  { id: 'workspace.shape', section: '§2.4', text: 'A Workspace carries every field that always has a value (id, name, slug, plan, the limits and usage, users, domains…), each of its type; plan is one of the eight.' },
  { id: 'workspace.total-links', section: '§2.4', text: 'totalLinks counts the links of the workspace: one more after a create, one fewer after a delete.' },
  { id: 'deleted.shape', section: '§2.5', text: 'Deleting answers the id of the deleted link.' },
  // §3
  { id: 'list.archived', section: '§3 §4.4 §4.6', text: 'Archived links are left out of list and count unless showArchived is true.' },
  // §4.1
  { id: 'tag.create', section: '§4.1', text: 'POST /tags creates a tag in the workspace and answers it; a link can then be tagged with it.' },
  { id: 'tag.name-length', section: '§4.1 §8', text: 'A tag name of 1 to 50 characters is accepted; an empty or longer one is refused.' },
  { id: 'tag.color', section: '§4.1 §2.3', text: 'A colour, when given, is one of the seven and becomes the tag\'s colour; another value is refused.' },
  { id: 'tag.random-color', section: '§4.1', text: 'Without a colour, the tag gets one of red, yellow, green, blue, purple and brown, never pink.' },
  // §4.2
  { id: 'create.accepts-valid', section: '§4.2', text: 'A valid link body, with any mix of the documented fields, is created, and the link answered carries what was sent.' },
  { id: 'create.url-lengths', section: '§4.2 §8', text: 'url, expiredUrl, ios and android of up to 32000 characters are accepted; longer ones are refused.' },
  { id: 'create.domain-key-lengths', section: '§4.2 §8', text: 'A key of up to 190 characters is accepted; a domain or key longer than 190 is refused (a domain of 190 cannot be made through the interface).' },
  { id: 'create.default-domain', section: '§4.2', text: "Without domain, the link is on the workspace's primary domain, or on the service's shared default when the workspace has no domain." },
  { id: 'create.random-key', section: '§4.2', text: 'Without key, a random slug of keyLength characters (default 7) is generated; keyLength 3 to 190 is accepted, other values refused.' },
  { id: 'create.prefix', section: '§4.2', text: 'With prefix, the generated key is the prefix then keyLength random characters; a given key ignores the prefix.' },
  { id: 'create.external-id', section: '§4.2 §8', text: 'externalId of 1 to 255 characters is accepted, other lengths refused; it is unique across the workspace.' },
  { id: 'create.tenant-id', section: '§4.2 §8', text: 'tenantId of up to 255 characters is accepted, longer refused; the links of a tenant can be fetched by it.' },
  { id: 'create.defaults', section: '§4.2 §2.4', text: 'Omitted archived, proxy, rewrite, doIndex and publicStats are false, and so is trackConversion where the workspace does not enable conversion tracking for new links (where it does, either: conversion-default gap).' },
  { id: 'create.tags', section: '§4.2', text: 'tagIds assign tags by id; tagNames assign them by name, ignoring case.' },
  { id: 'create.utm', section: '§4.2', text: 'Each of utm_source, utm_medium, utm_campaign, utm_term, utm_content and ref, when set, populates or overrides its query parameter in the destination URL.' },
  { id: 'create.test-variants', section: '§4.2 §8', text: 'testVariants of 2 to 4 elements are accepted; other counts are refused.' },
  { id: 'create.unique-key', section: '§1 §4.2 §7', text: 'A short link is a domain plus a key: a second link with the same domain and key is refused, and the first is unchanged.' },
  { id: 'create.field-types', section: '§4.2', text: 'Each field is read as its documented type: a boolean sent as the text "false" or "true" is refused, or read as that boolean, never as the other.' },
  { id: 'create.deprecated-fields', section: '§4.2 §9', text: 'The deprecated body fields publicStats and tagId are still accepted.' },
  // §4.3
  { id: 'bulk.max', section: '§4.3 §8', text: 'A bulk request of up to 100 links is accepted; more than 100 is refused.' },
  { id: 'bulk.results', section: '§4.3', text: 'A bulk request answers one Link or LinkError per element and creates exactly the good elements (or is refused whole and creates nothing).' },
  // §4.4, §4.6
  { id: 'list.filters', section: '§4.4 §4.6', text: 'domain, tagIds, tagNames (ignoring case), folderId, userId and tenantId each keep exactly the links they name, in list and count alike.' },
  { id: 'list.search', section: '§4.4', text: 'search matches the slug and the destination URL: either alone finds a link.' },
  { id: 'list.deprecated-filters', section: '§4.4 §9', text: 'The deprecated filters still work: tagId keeps the links with that tag, withTags the links with at least one tag.' },
  { id: 'list.sort', section: '§4.4', text: 'sortBy is one of createdAt, clicks, saleAmount and lastClicked (default createdAt), another value refused; sortBy=createdAt orders the list by creation.' },
  { id: 'list.sort-counters', section: '§4.4', text: 'sortBy clicks, saleAmount and lastClicked order the list by those values: told only where links differ in them (a workspace with clicks and sales, or links the run clicks with --resolve-short-links).' },
  { id: 'list.direction', section: '§4.4', text: 'The sort direction takes asc or desc and defaults to desc; another value is refused.' },
  { id: 'list.pages', section: '§4.4 §8', text: 'Page numbers start at 1 (default 1); page size is 1 to 100 (default 50); other values are refused; pages partition the list.' },
  { id: 'count.number', section: '§4.6', text: 'GET /links/count answers 200 with a JSON number, the count of the links the same filters list.' },
  { id: 'count.group-by', section: '§4.6', text: 'groupBy takes domain, tagId, userId or folderId; another value is refused.' },
  // §4.5, §4.7, §4.8
  { id: 'info.lookup', section: '§4.5', text: 'A link is retrieved by its ID, by its externalId prefixed with ext_, or by domain and key, and is what was created.' },
  { id: 'delete.removes', section: '§4.7', text: 'A link is deleted by its ID or its ext_-prefixed externalId, and is gone from retrieve, list and count afterwards.' },
  { id: 'workspace.retrieve', section: '§4.8', text: 'The workspace is retrieved by its ID and by its slug; another workspace is not served to the caller.' },
  // §4.9
  { id: 'qr.image', section: '§4.9', text: 'GET /qr answers a QR code that reads back as its url.' },
  { id: 'qr.anonymous', section: '§4.9 §5', text: 'GET /qr needs no Authorization header.' },
  { id: 'qr.url-length', section: '§4.9 §8', text: 'A url longer than 32000 characters is refused (below that, what a QR code can hold decides: about 2,950 bytes at level L).' },
  { id: 'qr.defaults', section: '§4.9', text: 'Without parameters the QR code is 600 pixels, error-correction level L, with a margin of 2 modules, black on white.' },
  { id: 'qr.paid-logo', section: '§4.9 §8', text: 'A logo is usable only with a paid plan.' },
  // §5
  { id: 'auth.required', section: '§5', text: 'Every operation but GET /qr answers a missing or invalid bearer credential with 401 unauthorized.' },
  // §7
  { id: 'errors.shape', section: '§7', text: 'Every error is JSON with the error object: error.code the code of its status, error.message a string, doc_url a string when present.' },
  { id: 'errors.no-5xx', section: '§7', text: 'No request, valid or not, is answered with a 5xx: 500 is an unhandled situation.' },
  { id: 'errors.statuses', section: '§4 §7', text: 'Every status is one the spec lists for the operation; the count answers 200.' },
  { id: 'errors.malformed', section: '§7', text: 'A body that is not JSON, or JSON of the wrong type, is refused with a 4xx error object (400 is "malformed syntax") and creates nothing.' },
  { id: 'interface.json', section: '§4', text: 'Bodies are JSON with a JSON content type, unless the spec says otherwise (the QR code).' },
  { id: 'interface.answers', section: '§4', text: 'Every request is answered (no hang, no dropped connection).' },
  // §1, §2.1, §3: what a visit to a short link does (checked with --resolve-short-links, by visiting)
  { id: 'visit.redirect', section: '§1 §3', text: 'A short link (domain and key) resolves to its destination url: a visit is redirected there.' },
  { id: 'visit.expired', section: '§3', text: 'An expired link redirects to expiredUrl.' },
  { id: 'visit.device-targeting', section: '§1 §2.1', text: 'A visit from an iOS device goes to ios, from an Android device to android; others to url.' },
  { id: 'visit.password', section: '§1 §2.1', text: 'A link with a password does not lead a visitor without it to the destination.' },
  { id: 'visit.clicks', section: '§1 §2.1', text: 'A visit that reaches the destination is counted in clicks, and lastClicked is set.' },
] as const satisfies readonly Rule[];

export type RuleId = (typeof MANDATED_RULES)[number]['id'];

/** linkproof's defaults on gaps that checks hold the target to under --profile assumed; each names its x-spec-gaps id. */
export const GAP_RULES = [
  { id: 'gap.short-link', gap: 'short-link', text: 'shortLink is exactly https://{domain}/{key}.' },
  { id: 'gap.tag-names', gap: 'tag-names', text: 'A tag name differing from an existing one only in case is refused with 409.' },
  { id: 'gap.qr-params', gap: 'qr-params', text: 'size sets the QR code\'s pixels (default 600).' },
  { id: 'gap.list-page-params', gap: 'list-page-params', text: 'The page parameters are called pageSize, page and sortOrder.' },
  { id: 'gap.bulk-whole-request', gap: 'bulk-whole-request', text: 'A bulk request is answered element by element.' },
] as const;

export type GapRuleId = (typeof GAP_RULES)[number]['id'];

/** What the spec describes but no check can observe through the interface, each with why. */
export const UNOBSERVABLE_RULES = [
  {
    id: 'visit.disabled',
    section: '§2.1 §3',
    text: "A disabled link redirects to its domain's not-found URL; its stats are excluded from the overall stats.",
    why: 'no operation sets disabledAt (transitions are not shown), so a run cannot make a disabled link to visit; the not-found URL is not shown either',
  },
  {
    id: 'visit.geo',
    section: '§1 §2.1',
    text: 'A visit from a country of the geo map goes to its destination.',
    why: "how a visitor's country is known is not shown (targeting-order gap): the runner cannot choose the country it visits from",
  },
  {
    id: 'visit.previews',
    section: '§1 §2.1',
    text: 'A proxy link shows its own preview (title, description, image, video); a rewrite link is cloaked.',
    why: 'which visitors see a preview, and what a preview or a cloaked page is, are not shown',
  },
  {
    id: 'visit.test-variants',
    section: '§1 §2.2',
    text: 'While a test runs, visits are split between testVariants by their percentages.',
    why: 'a split can only be estimated from many visits, each a click the deployment counts; the test window is a gap (test-window)',
  },
  {
    id: 'visit.conversions',
    section: '§1 §2.1',
    text: 'Leads, conversions, sales and sale amount are counted for links that track conversions.',
    why: 'no operation of the spec records a lead or a sale',
  },
  {
    id: 'visit.webhooks',
    section: '§6',
    text: 'Webhooks are triggered on clicks with click event data.',
    why: 'no operation registers a webhook or says where it delivers, and payload and signing are not shown: a run cannot receive one',
  },
  {
    id: 'deprecated.unnamed-params',
    section: '§4.4 §4.9 §9',
    text: 'The deprecated sort parameter and the QR include-margin parameter remain accepted.',
    why: 'their names are not shown, and a target that ignores an unknown parameter answers the same as one that accepts it',
  },
] as const;
