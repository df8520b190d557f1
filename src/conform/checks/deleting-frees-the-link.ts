import { fail, pass, skip, type Check } from '../check.js';
import { failure, isErrorObject, unique } from '../exchange-check.js';

/**
 * §4.7 with §1, §2.1 and §7: a deleted link is gone by every address (its ID, its ext_ externalId, its domain and key),
 * cannot be deleted a second time (it cannot be found: 404, or 410 gone), and leaves its domain and key and its
 * externalId free for a new link: what is unique is unique among the links there are, and a 409 is a conflict with
 * the current state.
 */
export const deletingFreesTheLink: Check = {
  name: 'deleting_frees_the_link',
  section: '§4.7 §1 §2.1 §7',
  kind: 'mandated',
  rules: ['delete.removes', 'create.unique-key', 'create.external-id'],
  description: 'A link deleted by its ID is gone by its ID, its ext_ externalId and its domain and key; a second delete of it is refused with a 4xx error object; a new link may then take its domain, key and externalId.',
  async run(context) {
    const key = unique(context, 'freed');
    const externalId = unique(context, 'freed-ext');
    const body = { url: `https://example.com/freed/${context.runId}`, key, externalId };
    const created = await context.client.POST('/links', { body });
    if (created.data === undefined) return skip(`could not create the link (status ${created.response.status})`);
    const { id, domain } = created.data;
    const deleted = await context.client.DELETE('/links/{linkId}', { params: { path: { linkId: id } } });
    if (deleted.data?.id !== id) return fail(failure(context, 'delete by ID', `answered ${deleted.response.status} ${JSON.stringify(deleted.data ?? deleted.error)}`, { rules: ['delete.removes'] }));
    const addresses = [
      ['its ID', { linkId: id }],
      ['its externalId (ext_)', { externalId: `ext_${externalId}` }],
      ['its domain and key', { domain, key }],
    ] as const;
    for (const [what, query] of addresses) {
      const found = await context.client.GET('/links/info', { params: { query } });
      if (!(found.response.status >= 400 && found.response.status < 500)) {
        return fail(failure(context, 'a deleted link is gone from retrieve', `retrieving it by ${what} after its delete answered ${found.response.status}${found.data === undefined ? '' : ` with link ${found.data.id}`}`, { rules: ['delete.removes'] }));
      }
    }
    const again = await context.client.DELETE('/links/{linkId}', { params: { path: { linkId: id } } });
    if (!isErrorObject(again.response.status, again.error)) {
      return fail(failure(context, 'a deleted link cannot be deleted again (it cannot be found)', `the second delete of ${id} answered ${again.response.status} ${JSON.stringify(again.data ?? again.error).slice(0, 160)}`, { rules: ['delete.removes'] }));
    }
    // Without a domain, as the first: it lands on the same default domain, and no server need take the default by name.
    const reused = await context.client.POST('/links', { body: { ...body, url: `https://example.com/freed-again/${context.runId}` } });
    if (reused.data !== undefined && reused.data.domain !== domain) return pass(`the new link landed on ${reused.data.domain}, not ${domain}, so reusing the key on its domain was not told`);
    if (reused.data === undefined) {
      return fail(failure(context, "a deleted link's domain and key and externalId are free again", `a new link with the deleted one's domain, key and externalId answered ${reused.response.status} ${JSON.stringify(reused.error).slice(0, 160)}`, { rules: ['create.unique-key', 'create.external-id'] }));
    }
    return pass();
  },
};
