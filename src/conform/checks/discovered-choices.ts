import { fail, pass, skip, type Check } from '../check.js';
import { failure } from '../exchange-check.js';

/** linkproof's own choices on the gaps discovery probes (gaps.md: list-page-params, bulk-whole-request, success-status). */
const KIT_CHOICES = { pageSize: 'pageSize', page: 'page', sortOrder: 'sortOrder', bulkValidation: 'per-element' } as const;

/** Under --profile assumed: the target made linkproof's choices where discovery could tell. */
export const discoveredChoicesMatchTheKit: Check = {
  name: 'gap_choices_match_linkproof',
  section: '§4.3 §4.4',
  kind: 'gap',
  rules: ['gap.list-page-params', 'gap.bulk-whole-request'],
  description: 'The page parameters are named pageSize, page and sortOrder, and bulk requests are answered element by element (list-page-params, bulk-whole-request gaps).',
  async run(context) {
    const differences: string[] = [];
    const unknown: string[] = [];
    for (const [key, expected] of Object.entries(KIT_CHOICES) as [keyof typeof KIT_CHOICES, string][]) {
      const found = context.discovered[key];
      if (found === undefined) unknown.push(key);
      else if (found.value !== expected) differences.push(`${key}: ${found.value}, not ${expected} (${found.evidence})`);
    }
    if (differences.length > 0) return fail(failure(context, "the target makes linkproof's choices on the gaps", differences.join('; ')));
    return unknown.length === 0 ? pass() : skip(`not discovered: ${unknown.join(', ')}`);
  },
};
