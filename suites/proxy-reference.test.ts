/**
 * `linkproof proxy` in front of an implementation it did not write (suites/reference/ref-server.mjs), over
 * HTTP, with `linkproof conform`'s requests as the traffic and conform's verdict ignored: in both of its gap
 * styles the proxy finds nothing, not even a suspicion with --exclusive; with each planted defect that
 * traffic can expose it reports a failure. The defects it cannot expose are listed with why.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { runChecks } from '../src/conform/run-checks.js';
import { startProxy } from '../src/proxy/start-proxy.js';
import { REFERENCE_SERVER, startReference } from './start-reference.js';

const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) child.kill();
});

/** Conform's traffic through the proxy in front of the reference server; the proxy's findings other than gap defaults. */
async function judged(env: Record<string, string>): Promise<string[]> {
  const reference = await startReference(env);
  started.push(reference.child);
  const proxy = await startProxy({ upstream: reference.url, port: 0, exclusive: true });
  try {
    await runChecks({ baseUrl: proxy.url, token: 'ref_token_acme_0001', otherToken: 'ref_token_tiny_0002', runs: 3 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    return proxy.findings().filter((finding) => finding.kind !== 'gap').map((finding) => `${finding.kind} ${finding.rule} [${finding.rules.join(' ')}]: ${finding.message}`);
  } finally {
    await proxy.close();
    reference.child.kill();
  }
}

/** Planted defects real traffic cannot show, and why. */
const UNEXPOSABLE: Record<string, string> = {
  'page-zero': "a page size of 0 accepted: the page size's name is a gap, judged only under a name the traffic showed the server honours",
  'qr-not-png': 'a QR code in a form linkproof cannot draw is a choice on a gap (qr-content-type), not judged',
  'random-pink': 'a random colour is pink one time in seven: three runs of traffic may never draw it',
  'tagnames-case': 'a refusal of a valid request: the proxy cannot tell why a server refused',
  'workspace-other': 'GET /workspaces acts for the user, whose workspaces are not in the traffic',
};
const BUGS = [...new Set([...readFileSync(REFERENCE_SERVER, 'utf8').matchAll(/bug\('([a-z0-9-]+)'/g)].map((match) => match[1]!))].sort();

describe('linkproof proxy in front of the independent reference implementation', () => {
  it.each([['its own choices on the gaps', {}], ['other legitimate choices (REF_GAPS=alt)', { REF_GAPS: 'alt' }]])('finds nothing with %s', async (_style, env) => {
    expect(await judged(env)).toEqual([]);
  }, 60_000);

  it.each(BUGS.filter((bug) => UNEXPOSABLE[bug] === undefined))('reports a failure for the planted defect %s', async (bug) => {
    const findings = await judged({ BUG: bug });
    expect(findings.filter((finding) => finding.startsWith('failure'))).not.toEqual([]);
  }, 60_000);

  it('lists only defects the server plants', () => {
    expect(Object.keys(UNEXPOSABLE).filter((bug) => !BUGS.includes(bug))).toEqual([]);
    expect(BUGS.length - Object.keys(UNEXPOSABLE).length).toBeGreaterThanOrEqual(30);
  });
});
