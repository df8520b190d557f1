import { DEFAULT_TOKENS } from '../dataset/default-tokens.js';
import type { DatasetOptions } from './build-dataset.js';

export { DEFAULT_TOKENS };

/**
 * What `fixtures/default.json` is made from: a business-plan workspace to build a frontend against, and a
 * free-plan one close to its limits to reach them in tests. `linkproof fixtures --preset default` reads the
 * same from fixtures/default.config.yaml (a test holds the two to the same bytes); this copy lets
 * `npm run generate` and the runtime do without a YAML parser.
 */
export const DEFAULT_DATASET_OPTIONS: Readonly<DatasetOptions> = Object.freeze<DatasetOptions>({
  seed: 42,
  now: '2026-11-01T00:00:00.000Z',
  workspaces: [
    { slug: 'acme', name: 'Acme', plan: 'business', links: 200, tags: 10, folders: 3, domains: 2, webhooks: 2, users: 3, token: DEFAULT_TOKENS.acme },
    // Free plan: 25 links, 5 tags, 1 user, no folders (plan-limits gap). No domain of its own: links use dub.sh.
    { slug: 'side-project', name: 'Side Project', plan: 'free', links: 23, tags: 4, folders: 0, domains: 0, webhooks: 0, users: 1, token: DEFAULT_TOKENS.sideProject },
  ],
});
