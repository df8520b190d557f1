import type { OperationId } from '../../contract/operations.js';
import { fail, pass, skip, type Check, type CheckContext } from '../check.js';
import type { RuleId } from '../rules.js';
import { EXCHANGE_RULES, judgeExchange, type ExchangeRule, type Finding } from '../judge-exchange.js';
import { RunInterrupted, type Exchange } from '../target.js';

/** Requests that provoke the errors of §7, so that the error shape is judged even in a run that meets no other error. */
async function provokeErrors(context: CheckContext): Promise<void> {
  const { target, client } = context;
  const missing = `${context.runId}-missing`;
  const sends: (() => Promise<unknown>)[] = [
    // §7: 400 is "malformed syntax"; whatever 4xx, it is the error object.
    () => target.send(new Request(`${target.baseUrl}/links`, { method: 'POST', headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' }, body: '{"url": "https://example.com/x",' })),
    () => client.GET('/links/info', { params: { query: { linkId: missing } } }),
    () => client.DELETE('/links/{linkId}', { params: { path: { linkId: missing } } }),
    () => client.GET('/workspaces/{idOrSlug}', { params: { path: { idOrSlug: missing } } }),
    () => client.POST('/tags', { body: { name: 'x'.repeat(51) } }),
    async () => {
      const key = `${context.runId}-dup`;
      await client.POST('/links', { body: { url: 'https://example.com/linkproof/dup', key } });
      await client.POST('/links', { body: { url: 'https://example.com/linkproof/dup', key } });
    },
  ];
  for (const send of sends) {
    try {
      await send();
    } catch (error) {
      // A refused create, a spent budget or a missing answer stops one probe; what was seen is still judged.
      if (error instanceof RunInterrupted) throw error;
    }
  }
}

function judged(exchanges: readonly Exchange[], rule: ExchangeRule, profile: CheckContext['profile']): { exchange: Exchange; finding: Finding }[] {
  return exchanges.flatMap((exchange) =>
    judgeExchange(exchange)
      .filter((finding) => finding.rule === rule && (!finding.gap || profile === 'assumed'))
      .map((finding) => ({ exchange, finding })),
  );
}

/** The rule of response_schema_conformance an answer of each operation is judged by: the shape of what it answers. */
const SHAPE_RULES: Partial<Record<OperationId, RuleId>> = {
  createLink: 'link.shape',
  bulkCreateLinks: 'link.shape',
  getLinks: 'link.shape',
  getLinkInfo: 'link.shape',
  createTag: 'tag.shape',
  getWorkspace: 'workspace.shape',
  deleteLink: 'deleted.shape',
  getLinksCount: 'count.number',
};

/** One check per exchange rule: it judges every exchange the run made so far, whichever check sent it. Run last. */
function exchangeRuleCheck(rule: ExchangeRule): Check {
  const { section, description, rule: short, rules } = EXCHANGE_RULES[rule];
  return {
    name: rule,
    section,
    kind: 'mandated',
    rules,
    description,
    async run(context) {
      if (rule === 'error_shape_on_every_error') await provokeErrors(context);
      const exchanges = context.target.exchanges;
      const relevant = rule === 'error_shape_on_every_error' ? exchanges.filter((exchange) => exchange.status >= 400) : exchanges;
      if (relevant.length === 0) return skip(rule === 'error_shape_on_every_error' ? 'the target answered no request of the run with an error' : 'the run made no request');
      const found = judged(exchanges, rule, context.profile);
      if (found.length === 0) return pass(`${relevant.length} exchange(s) judged`);
      const [first] = found;
      // The others' words, each once, cut where a reader sees it is cut, and not the first's again (the same answer judged twice says nothing new).
      const brief = (message: string) => (message.length <= 100 ? message : `${message.slice(0, 99)}…`);
      const said = [...new Set(found.slice(1).map(({ finding }) => brief(finding.message)))].filter((message) => message !== brief(first!.finding.message)).slice(0, 3);
      const others = found.length > 1 ? ` (and ${found.length - 1} more${said.length > 0 ? `: ${said.join('; ')}` : ', the same'})` : '';
      // A shape broken is the rule of the operations whose answers broke it (a tag's, say, not every shape's).
      const shapes = rule === 'response_schema_conformance' ? [...new Set(found.map(({ exchange }) => (exchange.operationId === undefined ? undefined : SHAPE_RULES[exchange.operationId])))] : [];
      const rulesBroken = shapes.length > 0 && !shapes.includes(undefined) ? { rules: shapes as RuleId[] } : {};
      return fail({ rule: short, message: `${first!.finding.message} (sent by ${first!.exchange.sentBy})${others}`, exchanges: [first!.exchange], ...rulesBroken });
    },
  };
}

/** The rules every exchange is held to, as checks; error_shape_on_every_error first, so that its probes are judged by the others. */
export const exchangeRuleChecks: Check[] = (['error_shape_on_every_error', 'no_server_errors', 'status_code_documented', 'json_content_type', 'response_schema_conformance', 'every_request_answered'] as const).map(exchangeRuleCheck);
