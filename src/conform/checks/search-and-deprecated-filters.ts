import { fail, pass, skip, type Check } from '../check.js';
import { failure, unique } from '../exchange-check.js';
import { searchScopeBroken } from './search-scope-broken.js';
import { listShortOfCount } from './list-short-of-count.js';
import { countUntrusted } from './count-untrusted.js';

/** §4.4: search matches the slug and the destination URL, each alone; the deprecated tagId filter still keeps the tagged links. */
export const searchAndDeprecatedFilterChecks: Check[] = [
  {
    name: 'search_matches_key_and_url',
    section: '§4.4 §4.6',
    kind: 'mandated',
    rules: ['list.search'],
    description: 'search finds a link by a text only its key holds, and another by a text only its URL holds, in list and count; the text is matched as written (a . or a ( in it is no pattern).',
    async run(context) {
      const inKey = unique(context, 'sk');
      const inUrl = unique(context, 'su');
      // Each text is in one place only: the first link's key, the second link's URL.
      const byKey = await context.client.POST('/links', { body: { url: `https://example.com/search/${context.runId}`, key: `${inKey}-k` } });
      const byUrl = await context.client.POST('/links', { body: { url: `https://example.com/search/${inUrl}-u`, key: unique(context, 'sx') } });
      if (byKey.data === undefined || byUrl.data === undefined) return skip(`could not create the links (status ${byKey.response.status}, ${byUrl.response.status})`);
      const notes: string[] = [];
      for (const [where, text, id] of [['key', inKey, byKey.data.id], ['url', inUrl, byUrl.data.id]] as const) {
        const listed = await context.client.GET('/links', { params: { query: { search: text } } });
        const counted = await context.client.GET('/links/count', { params: { query: { search: text } } });
        const ids = (listed.data ?? []).map((link) => link.id);
        const listRight = listed.data !== undefined && ids.length === 1 && ids[0] === id;
        // The list finds the link alone; a count wrong for nothing as well is count.number's failure.
        const untrusted = listRight && counted.data !== 1 ? await countUntrusted(context, counted.data, 1) : undefined;
        if (untrusted !== undefined) notes.push(`search=${text}: ${untrusted}`);
        else if (!listRight || counted.data !== 1) {
          const short = listShortOfCount(ids, [id], counted.data, `search=${text}`);
          if (short !== undefined) return skip(short);
          return fail(failure(context, `search matches the ${where}`, `search=${text} (only in one link's ${where}) listed ${ids.length} link(s) (${listed.response.status}), count ${JSON.stringify(counted.data ?? counted.response.status)}`));
        }
      }
      // The text is matched as it is written, not as a pattern: `.` is a dot (the key holds a - there), `(` a bracket.
      for (const text of [`${inKey}.k`, `${inKey}(`]) {
        const listed = await context.client.GET('/links', { params: { query: { search: text } } });
        if (listed.data === undefined || listed.data.length > 0) {
          return fail(failure(context, 'search matches the text as written, not as a pattern', `search=${text} (no key or url holds it) answered ${listed.response.status}${listed.data === undefined ? '' : ` listing ${listed.data.map((link) => link.key).slice(0, 3).join(', ')}`}`));
        }
      }
      return pass(notes.length === 0 ? undefined : notes.join('; '));
    },
  },
  {
    name: 'deprecated_tag_id_filter_works',
    section: '§4.4 §4.6 §9',
    kind: 'mandated',
    rules: ['list.deprecated-filters'],
    description: 'The deprecated tagId filter keeps exactly the links with that tag, in list and count.',
    async run(context) {
      const tag = await context.tags.get(1);
      const search = unique(context, 'tid');
      const tagged = await context.client.POST('/links', { body: { url: `https://example.com/tagid/${context.runId}`, key: `${search}-t`, tagIds: [tag.id] } });
      const plain = await context.client.POST('/links', { body: { url: `https://example.com/tagid/${context.runId}`, key: `${search}-p` } });
      if (tagged.data === undefined || plain.data === undefined) return skip(`could not create the links (status ${tagged.response.status}, ${plain.response.status})`);
      const listed = await context.client.GET('/links', { params: { query: { search, tagId: tag.id } } });
      const counted = await context.client.GET('/links/count', { params: { query: { search, tagId: tag.id } } });
      const ids = (listed.data ?? []).map((link) => link.id);
      if (ids.length === 1 && ids[0] === tagged.data.id && counted.data === 1) return pass();
      // The list keeps the tagged link alone; a count wrong for nothing as well is count.number's failure.
      const untrusted = listed.data !== undefined && ids.length === 1 && ids[0] === tagged.data.id ? await countUntrusted(context, counted.data, 1) : undefined;
      if (untrusted !== undefined) return pass(untrusted);
      const short = listShortOfCount(ids, [tagged.data.id], counted.data, `search=${search}&tagId=${tag.id}`);
      if (short !== undefined) return skip(short);
      const broken = await searchScopeBroken(context, search, [tagged.data.id, plain.data.id]);
      if (broken !== undefined) return skip(broken);
      return fail(failure(context, 'the deprecated tagId filter still works (§9)', `tagId=${tag.id} listed ${ids.length} of the 2 links (${listed.response.status}), count ${JSON.stringify(counted.data ?? counted.response.status)}; expected the tagged one`));
    },
  },
];
