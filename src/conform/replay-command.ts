/** The command that replays a failure: its curl script, and for a property the seed that finds it again. */
export function replayCommand(script: string, checkName: string, seed: number | undefined): string {
  const property = seed === undefined ? '' : `; the property: npx linkproof conform … --seed ${seed} --only ${checkName}`;
  return `LINKPROOF_TOKEN=… sh ${script}${property}`;
}
