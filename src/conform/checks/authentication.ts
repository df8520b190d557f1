import { operations } from '../../contract/operations.js';
import { fail, pass, type Check } from '../check.js';
import { failure, problemsOf, seen } from '../exchange-check.js';

const VALID_BODIES: Partial<Record<string, string>> = {
  createTag: '{"name":"linkproof-auth-probe"}',
  createLink: '{"url":"https://example.com/linkproof-auth-probe"}',
  bulkCreateLinks: '[{"url":"https://example.com/linkproof-auth-probe"}]',
};

const examplePath = (path: string) => path.replace('{linkId}', 'link_linkproof_probe').replace('{idOrSlug}', 'linkproof-probe');

/** §5: a missing or invalid credential yields 401 unauthorized, on every operation that needs one. */
export const authenticationRequired: Check = {
  name: 'authentication_required',
  section: '§5',
  kind: 'mandated',
  rules: ['auth.required'],
  description: 'Every operation but GET /qr answers 401 unauthorized, in the error shape, to no token and to a wrong one.',
  async run(context) {
    for (const operation of operations.filter((candidate) => !candidate.allowsAnonymous)) {
      for (const authorization of [undefined, 'Bearer linkproof-not-a-token']) {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (authorization !== undefined) headers.authorization = authorization;
        const method = operation.method.toUpperCase();
        // A body valid for the operation, so only the credential can be wrong.
        const body = VALID_BODIES[operation.operationId];
        const response = await context.target.send(new Request(`${context.target.baseUrl}${examplePath(operation.path)}`, { method, headers, ...(body !== undefined && { body }) }));
        const answer = await seen(response);
        const what = authorization === undefined ? 'no token' : 'a wrong token';
        if (answer.status !== 401) return fail(failure(context, '401 without a valid credential', `${operation.operationId} answered ${answer.status} to ${what}`));
        const { problems, gapDefault } = problemsOf(context, operation.operationId, answer);
        if (problems.length > 0) return fail(failure(context, 'the 401 is the error object of §7', problems.join('; '), gapDefault ? { gapDefault } : {}));
      }
    }
    return pass();
  },
};

/** §4.9: the QR operation works without credentials. */
export const qrWithoutCredentials: Check = {
  name: 'qr_works_without_credentials',
  section: '§4.9 §5',
  kind: 'mandated',
  rules: ['qr.anonymous'],
  description: 'GET /qr with a url and no Authorization header succeeds.',
  async run(context) {
    const answer = await context.anonymous.GET('/qr', { params: { query: { url: 'https://example.com/linkproof' } }, parseAs: 'arrayBuffer' });
    return answer.response.ok ? pass() : fail(failure(context, 'GET /qr needs no credential', `answered ${answer.response.status}`));
  },
};
