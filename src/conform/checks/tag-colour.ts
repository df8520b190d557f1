import { enums } from '../../contract/enums.js';
import { fail, pass, type Check } from '../check.js';
import { failure, isErrorObject, seen } from '../exchange-check.js';
import { TAG_NAMES } from '../tag-pool.js';

/** §4.1: a colour drawn when none is given comes from red, yellow, green, blue, purple and brown: every colour but pink. */
const RANDOM_COLOURS: readonly string[] = enums.tagColor.filter((colour) => colour !== 'pink');

/**
 * §4.1: the run's fixed tags are always created without a colour, so each one's colour, however long ago it was
 * drawn, is a sample of the random choice. Tags are bounded, so a workspace gives as many samples as the run has tags.
 */
export const randomTagColourAllowed: Check = {
  name: 'random_tag_colour_allowed',
  section: '§4.1',
  kind: 'mandated',
  rules: ['tag.random-color'],
  description: 'A tag created without a colour gets one of red, yellow, green, blue, purple and brown, never pink (sampled on the run\'s fixed tags, and on --colour-samples more).',
  async run(context) {
    const samples: string[] = [];
    for (let index = 0; index < TAG_NAMES.length; index++) {
      const tag = await context.tags.get(index);
      // The colour as a link carries the tag (the pool may have found the tag rather than created it).
      const link = await context.client.POST('/links', { body: { url: `https://example.com/colour/${context.runId}`, key: `${context.runId}-colour-${index}`, tagIds: [tag.id] } });
      const colour = link.data?.tags.find((found) => found.id === tag.id)?.color;
      if (colour === undefined) return fail(failure(context, 'a tagged link carries its tag and colour', `the link answered ${link.response.status} without tag ${tag.id}`));
      if (!RANDOM_COLOURS.includes(colour)) return fail(failure(context, 'a random colour is never pink (§4.1)', `tag ${tag.name}, created without a colour, is ${colour}`));
      samples.push(colour);
    }
    // More samples when asked for (--colour-samples): tags made for it alone, left on the target (none can be deleted).
    let refused = '';
    for (let index = 0; index < context.colourSamples; index++) {
      const name = `linkproof-colour-${context.runId}-${index + 1}`;
      // A plan's tag limit (403) is the target's right: the samples so far are judged, and the note says why they stop.
      // Any other refusal of this valid tag is a finding.
      const request = new Request(`${context.target.baseUrl}/tags`, { method: 'POST', headers: { authorization: `Bearer ${context.target.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ name }) });
      const created = await seen(await context.target.send(request, { refusalExpected: true }));
      if (created.status === 403 && isErrorObject(created.status, created.body)) {
        refused = `; the target refused sample tag ${index + 1} of the ${context.colourSamples} asked for (${created.status})`;
        break;
      }
      const colour = (created.body as { color?: unknown } | null)?.color;
      if (created.status < 200 || created.status >= 300 || typeof colour !== 'string') return fail(failure(context, 'a valid tag without a colour is created with one (§4.1)', `tag ${name} answered ${created.status}${typeof colour === 'string' ? '' : ' without a colour'}`));
      if (!RANDOM_COLOURS.includes(colour)) return fail(failure(context, 'a random colour is never pink (§4.1)', `tag ${name}, created without a colour, is ${colour} (sample ${index + 1} of the ${context.colourSamples} asked for)`));
      samples.push(colour);
    }
    // Weak evidence, said so: a server that drew pink one time in seven would show none in these samples this often.
    const missed = Math.round(100 * ((RANDOM_COLOURS.length / enums.tagColor.length) ** samples.length));
    const shown = samples.length > 8 ? `${samples.slice(0, 8).join(', ')}, …` : samples.join(', ');
    const more = context.colourSamples === 0 ? '; --colour-samples N takes more' : '';
    return pass(`${samples.length} sample(s): ${shown} (a server drawing pink one time in seven shows none in ${samples.length} sample(s) ${missed}% of the time${more}${refused})`);
  },
};
