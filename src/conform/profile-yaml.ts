import { stringify } from 'yaml';
import type { LearntProfile } from './learn-profile.js';

/** A learnt profile as the file `--write-profile` writes: YAML, a comment saying what it is, keys in a stable order. */
export function profileYaml(profile: LearntProfile): string {
  const gaps = Object.fromEntries(Object.keys(profile.gaps).sort().map((gap) => [gap, profile.gaps[gap]]));
  return [
    '# linkproof profile: the target\'s choices where the spec says "not shown", as `linkproof conform` observed them.',
    '# Each gap (npx linkproof gaps) with the choice and the exchange that showed it; what the run did not observe is left out.',
    '# Format: profile.schema.json in the linkproof package.',
    stringify({ version: profile.version, target: profile.target, learnt: profile.learnt, gaps }, { lineWidth: 0 }),
  ].join('\n');
}
