import { operations, type OperationId } from '../../contract/operations.js';
import { fail, pass, skip, type Check, type CheckContext, type CheckOutcome } from '../check.js';
import { isJsonMediaType, mediaTypeOf } from '../../contract/media-type.js';
import { failure, jsonOrText, problemsOf, seen, unique, type Seen } from '../exchange-check.js';
import { TAG_NAMES } from '../tag-pool.js';

/** One valid call of each operation, made from what the run itself creates. */
async function call(context: CheckContext, operationId: OperationId): Promise<Seen | CheckOutcome> {
  const { client, anonymous } = context;
  const created = await client.POST('/links', { body: { url: 'https://example.com/linkproof-conformance', key: unique(context, 'rc') } });
  // Creating a link is what createLink's own check judges, whatever it answered.
  if (operationId === 'createLink') return seen(created.response, created.data ?? created.error);
  if (created.error !== undefined || created.data === undefined) return skip(`could not create a link to work with (status ${created.response.status})`);
  const link = created.data;
  switch (operationId) {
    case 'createTag': {
      // One of the run's fixed tags: created on the first run against a workspace, a refusal on later ones.
      const answer = await client.POST('/tags', { body: { name: TAG_NAMES[0] } });
      if (answer.response.status >= 400 && answer.response.status < 500 && answer.response.status !== 403) {
        const tag = await context.tags.get(0);
        return pass(`the run's tag ${tag.name} exists from an earlier run (create answered ${answer.response.status}); the Tag's shape is judged on the link that carries it`);
      }
      return seen(answer.response, answer.data ?? answer.error);
    }
    case 'bulkCreateLinks': {
      const answer = await client.POST('/links/bulk', { body: [{ url: 'https://example.com/a', key: unique(context, 'b1') }, { url: 'https://example.com/b', key: unique(context, 'b2') }] });
      return seen(answer.response, answer.data ?? answer.error);
    }
    case 'getLinks': {
      const answer = await client.GET('/links');
      return seen(answer.response, answer.data ?? answer.error);
    }
    case 'getLinkInfo': {
      const answer = await client.GET('/links/info', { params: { query: { linkId: link.id } } });
      return seen(answer.response, answer.data ?? answer.error);
    }
    case 'getLinksCount': {
      const answer = await client.GET('/links/count');
      return seen(answer.response, answer.data ?? answer.error);
    }
    case 'deleteLink': {
      const answer = await client.DELETE('/links/{linkId}', { params: { path: { linkId: link.id } } });
      return seen(answer.response, answer.data ?? answer.error);
    }
    case 'getWorkspace': {
      const answer = await client.GET('/workspaces/{idOrSlug}', { params: { path: { idOrSlug: link.workspaceId } } });
      return seen(answer.response, answer.data ?? answer.error);
    }
    case 'getQRCode': {
      const answer = await anonymous.GET('/qr', { params: { query: { url: link.shortLink } }, parseAs: 'arrayBuffer' });
      if (answer.data === undefined) return seen(answer.response, answer.error);
      // §4.9: "a value of type string", in a media type not shown: one answered as JSON is judged as its JSON (a data
      // URL in a JSON string, say), an image as its bytes.
      const json = isJsonMediaType(mediaTypeOf(answer.response.headers.get('content-type')));
      return seen(answer.response, json ? jsonOrText(new TextDecoder().decode(answer.data)) : new Uint8Array(answer.data));
    }
  }
}

/** Response conformance (§2, §4, §7): a valid call of the operation succeeds with a body its contract allows. */
/** The rules a valid call of each operation verifies. */
const RULES: Record<OperationId, Check['rules']> = {
  createTag: ['tag.create', 'tag.shape'],
  createLink: ['link.shape'],
  bulkCreateLinks: ['link.shape'],
  getLinks: ['link.shape'],
  getLinkInfo: ['link.shape'],
  getLinksCount: ['count.number'],
  deleteLink: ['deleted.shape'],
  getWorkspace: ['workspace.shape'],
  getQRCode: ['qr.image'],
};

export const responseConformanceChecks: Check[] = operations.map((operation) => ({
  name: `response_conformance_${operation.operationId}`,
  section: '§2 §4 §7',
  kind: 'mandated',
  rules: RULES[operation.operationId],
  description: `A valid ${operation.method.toUpperCase()} ${operation.path} answers 2xx with a body the contract allows.`,
  async run(context): Promise<CheckOutcome> {
    const answer = await call(context, operation.operationId);
    if (!('body' in answer)) return answer;
    if (answer.status < 200 || answer.status >= 300) return fail(failure(context, 'a valid request succeeds', `answered ${answer.status}`));
    const { problems, gapDefault } = problemsOf(context, operation.operationId, answer);
    return problems.length === 0 ? pass() : fail(failure(context, 'the response conforms to the contract', problems.join('; '), gapDefault ? { gapDefault } : {}));
  },
}));
