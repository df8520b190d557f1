import { fail, pass, skip, type Check } from '../check.js';
import { failure, unique } from '../exchange-check.js';

/** §4.8: the workspace of the links is retrievable by its ID and by its slug, and totalLinks follows creates and deletes. */
export const workspaceChecks: Check[] = [
  {
    name: 'workspace_by_id_and_slug',
    section: '§4.8',
    kind: 'mandated',
    rules: ['workspace.retrieve'],
    description: 'The workspace a link names in workspaceId (one listed, else one created) is retrievable by that ID and by its slug, the same workspace.',
    async run(context) {
      // A link the workspace holds already names it, without a write (a plan at its links limit can still be told).
      const listed = await context.client.GET('/links', { params: { query: { showArchived: true } } });
      const first = Array.isArray(listed.data) ? listed.data.find((link) => typeof (link as { workspaceId?: unknown } | null)?.workspaceId === 'string') : undefined;
      let workspaceId = first?.workspaceId;
      if (workspaceId === undefined) {
        const created = await context.client.POST('/links', { body: { url: 'https://example.com/ws', key: unique(context, 'ws') } });
        if (created.data === undefined) return skip(`could not create a link (status ${created.response.status})`);
        workspaceId = created.data.workspaceId;
      }
      const byId = await context.client.GET('/workspaces/{idOrSlug}', { params: { path: { idOrSlug: workspaceId } } });
      if (byId.data === undefined) return fail(failure(context, 'retrievable by ID', `answered ${byId.response.status}`));
      const bySlug = await context.client.GET('/workspaces/{idOrSlug}', { params: { path: { idOrSlug: byId.data.slug } } });
      if (bySlug.data?.id !== byId.data.id) return fail(failure(context, 'retrievable by slug', `answered ${bySlug.response.status} ${bySlug.data?.id ?? ''}`));
      return pass();
    },
  },
  {
    name: 'total_links_follows_creates_and_deletes',
    section: '§2.4 §4.8',
    kind: 'mandated',
    rules: ['workspace.total-links'],
    description: 'totalLinks grows by one with a created link, an archived one too (a link of the workspace, only hidden from lists), and with one a bulk request makes; it shrinks by one when a link is deleted (nothing else writing meanwhile).',
    async run(context) {
      const created = await context.client.POST('/links', { body: { url: 'https://example.com/ws', key: unique(context, 'tl') } });
      if (created.data === undefined) return skip(`could not create a link (status ${created.response.status})`);
      const total = async () => (await context.client.GET('/workspaces/{idOrSlug}', { params: { path: { idOrSlug: created.data!.workspaceId } } })).data?.totalLinks;
      const before = await total();
      // Archived: still a link of the workspace (§2.4 "total number of links"), only hidden from lists (§3).
      const second = await context.client.POST('/links', { body: { url: 'https://example.com/ws', key: unique(context, 'tl'), archived: true } });
      if (second.data === undefined) return skip(`could not create an archived link (status ${second.response.status})`);
      const afterCreate = await total();
      await context.client.DELETE('/links/{linkId}', { params: { path: { linkId: second.data!.id } } });
      const afterDelete = await total();
      if (before !== undefined && afterCreate === before + 1 && afterDelete === before + 1) {
        // A total that stays after a delete is right when the delete removed nothing: that is delete's failure, not the total's.
        const still = await context.client.GET('/links/info', { params: { query: { linkId: second.data!.id } } });
        if (still.data?.id === second.data!.id) return skip(`the link deleted is still retrieved (200) after its delete, so totalLinks staying at ${afterDelete} cannot be told wrong (delete.removes: external_id_for_retrieve_and_delete judges it)`);
      }
      if (before === undefined || afterCreate !== before + 1 || afterDelete !== before) {
        return fail(failure(context, 'totalLinks counts the links, archived ones too', `totalLinks went ${String(before)} → ${String(afterCreate)} (create of an archived link) → ${String(afterDelete)} (its delete)`));
      }
      // A link a bulk request makes is a link of the workspace as well.
      const bulk = await context.client.POST('/links/bulk', { body: [{ url: 'https://example.com/ws/bulk', key: unique(context, 'tlb') }] });
      if (bulk.data === undefined || bulk.data.length !== 1) return pass(`a bulk request of one link answered ${bulk.response.status}, so a bulk create's count was not told`);
      const afterBulk = await total();
      if (afterBulk !== afterDelete + 1) return fail(failure(context, 'totalLinks counts the links a bulk request makes', `totalLinks went ${String(afterDelete)} → ${String(afterBulk)} after a bulk request made one link`));
      return pass();
    },
  },
];
