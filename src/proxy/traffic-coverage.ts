import { EXCHANGE_RULES } from '../conform/judge-exchange.js';
import { MANDATED_RULES } from '../conform/rules.js';
import { errorCodeByStatus } from '../contract/error-codes.js';
import { operations, type OperationId } from '../contract/operations.js';
import { limitRulesBroken } from './judge-request-limits.js';
import { linksIn, type ObservedCall } from './observed-call.js';
import { TRAFFIC_RULES, type TrafficRule } from './traffic-rules.js';

/** The error statuses §4 lists for every operation; a success is any 2xx (its code is not shown, but for the count's 200). */
const ERROR_STATUSES = [...errorCodeByStatus.keys()];

const rulesOf = (name: string) => (name in TRAFFIC_RULES ? TRAFFIC_RULES[name as TrafficRule].rules : EXCHANGE_RULES[name as keyof typeof EXCHANGE_RULES].rules) as readonly string[];

const LINK_CREATED = ['create.accepts-valid', 'create.utm', 'create.random-key', 'create.prefix', 'create.defaults', 'create.tags', 'create.deprecated-fields', 'create.default-domain'];

/**
 * For a rule that judges several operations, the rules of the catalogue one operation's exchange tells (a tag's
 * shape is not told by a list of links, nor a link's created fields by a tag's create). Others tell all theirs.
 */
const BY_OPERATION: Partial<Record<string, Partial<Record<OperationId, readonly string[]>>>> = {
  response_schema_conformance: {
    createLink: ['link.shape'],
    bulkCreateLinks: ['link.shape'],
    getLinks: ['link.shape'],
    getLinkInfo: ['link.shape'],
    deleteLink: ['deleted.shape'],
    createTag: ['tag.shape'],
    getWorkspace: ['workspace.shape'],
    getLinksCount: ['count.number'],
  },
  token_required: { getQRCode: ['qr.anonymous'], ...Object.fromEntries(operations.filter((operation) => operation.operationId !== 'getQRCode').map((operation) => [operation.operationId, ['auth.required']])) },
  created_as_sent: { createLink: LINK_CREATED, createTag: ['tag.create', 'tag.random-color'] },
  lookup_answers_the_link: { getLinkInfo: ['info.lookup'], deleteLink: ['deleted.shape'] },
};

/**
 * What real traffic exercised: the operations called and the statuses they answered, the traffic rules that
 * had something to judge, and so the rules of the catalogue verified by it; and what it never touched, said
 * the way a person would ("no request created more than one link at once", "no 409 seen").
 */
export class TrafficCoverage {
  readonly #statuses = new Map<string, Map<number, number>>();
  readonly #exercised = new Set<TrafficRule | keyof typeof EXCHANGE_RULES>();
  /** The rules of the catalogue the exercised rules told, each as far as the operations it saw tell it. */
  readonly #verified = new Set<string>();
  readonly #tokens = new Set<string>();
  #deleted = false;
  #linksSeen = false;
  #workspacesSeen = new Set<string>();
  #listsWithCount = { list: false, count: false };

  /** `honouredNames`: the gap-named query parameters the traffic showed the server honours (the judge's). */
  add(call: ObservedCall, honouredNames: ReadonlySet<string> = new Set()): void {
    if (call.exchange.visit === true || call.operationId === undefined) return;
    const statuses = this.#statuses.get(call.operationId) ?? new Map<number, number>();
    statuses.set(call.exchange.status, (statuses.get(call.exchange.status) ?? 0) + 1);
    this.#statuses.set(call.operationId, statuses);
    const op = call.operationId;
    // A rule the exchange had something to judge, and of its rules of the catalogue those this operation's exchange tells.
    const use = (rule: TrafficRule | keyof typeof EXCHANGE_RULES, told?: Iterable<string>) => {
      this.#exercised.add(rule);
      for (const id of told ?? BY_OPERATION[rule]?.[op] ?? rulesOf(rule)) this.#verified.add(id);
    };
    use('every_request_answered');
    if (call.exchange.status === 0) return;
    use('no_server_errors');
    use('status_code_documented');
    if (call.exchange.status >= 400) use('error_shape_on_every_error');
    if (call.answer !== undefined) use('json_content_type');
    if (call.ok && op !== 'getQRCode') use('response_schema_conformance');
    if (call.exchange.headers.authorization === undefined) use('token_required');
    // Only a request beyond a limit tells whether the limit is held, whatever the answer.
    const limits = limitRulesBroken(call, honouredNames);
    if (limits.size > 0) use('request_limits_enforced', limits);
    if (call.ok && (op === 'createLink' || op === 'createTag')) use('created_as_sent');
    if (call.ok && op === 'bulkCreateLinks') use('bulk_answers_each_element');
    if (!call.ok && op === 'bulkCreateLinks' && call.exchange.status < 500) use('bulk_refusal_creates_nothing');
    const links = linksIn(call);
    if (links.length > 0) use('link_fields_consistent');
    if ((op === 'getLinkInfo' || op === 'deleteLink') && call.ok) use('lookup_answers_the_link');
    if (op === 'getLinks' && call.ok) use('list_answers_match_filters');
    if (op === 'getQRCode' && call.ok) use('qr_answer_reads_back');
    if (links.length > 0 && this.#linksSeen) use('seen_again_unchanged');
    if (this.#deleted && (op === 'getLinks' || op === 'getLinkInfo')) use('deleted_stays_gone');
    if (this.#linksSeen && (op === 'getLinkInfo' || op === 'deleteLink')) use('known_link_found');
    if (this.#linksSeen && (op === 'createLink' || op === 'bulkCreateLinks')) use('unique_keys');
    if (this.#linksSeen && op === 'getLinks' && call.ok) use('list_complete');
    if (op === 'getLinks' && call.ok) this.#listsWithCount.list = true;
    if (op === 'getLinksCount' && call.ok) this.#listsWithCount.count = true;
    if (this.#listsWithCount.list && this.#listsWithCount.count) use('count_agrees_with_list');
    if (op === 'getWorkspace' && call.ok) {
      const id = String((call.answer as { id?: unknown } | undefined)?.id);
      if (this.#workspacesSeen.has(id)) use('total_links_follows_writes');
      this.#workspacesSeen.add(id);
    }
    if (links.length > 0 && call.token !== undefined) this.#tokens.add(call.token);
    if (this.#tokens.size > 1) use('workspaces_isolated');
    if (links.length > 0) this.#linksSeen = true;
    if (op === 'deleteLink' && call.ok) this.#deleted = true;
  }

  report() {
    const verified = this.#verified;
    const untouched: string[] = [];
    for (const operation of operations) {
      if (!this.#statuses.has(operation.operationId)) untouched.push(operation.operationId === 'bulkCreateLinks' ? 'no request created more than one link at once (POST /links/bulk)' : `no request to ${operation.operationId} (${operation.method.toUpperCase()} ${operation.path})`);
    }
    const everyStatus = new Set([...this.#statuses.values()].flatMap((statuses) => [...statuses.keys()]));
    for (const status of ERROR_STATUSES) if (!everyStatus.has(status)) untouched.push(`no ${status} seen`);
    for (const rule of Object.keys(TRAFFIC_RULES) as TrafficRule[]) if (!this.#exercised.has(rule)) untouched.push(`${rule} never had anything to judge: ${TRAFFIC_RULES[rule].description}`);
    return {
      /** The rules (exchange and traffic) that had something to judge. */
      exercised: [...this.#exercised].sort(),
      operations: Object.fromEntries(operations.map((operation) => [operation.operationId, Object.fromEntries([...(this.#statuses.get(operation.operationId) ?? new Map<number, number>())].sort(([a], [b]) => a - b))])),
      rulesExercised: MANDATED_RULES.filter((rule) => verified.has(rule.id)).map((rule) => rule.id),
      rulesNotExercised: MANDATED_RULES.filter((rule) => !verified.has(rule.id)).map((rule) => ({ id: rule.id, text: rule.text })),
      untouched,
    };
  }
}
