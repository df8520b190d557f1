import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from './main.js';

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));
  vi.spyOn(console, 'error').mockImplementation((line: string) => void err.push(line));
  const code = await main(argv);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

afterEach(() => vi.restoreAllMocks());

describe('linkproof CLI', () => {
  it('lists the nine operations of the contract', async () => {
    const { code, out } = await run('operations');
    expect(code).toBe(0);
    expect(out.split('\n')).toHaveLength(9);
    expect(out).toMatch(/GET\s+\/qr\s+getQRCode\s+token optional/);
  });

  it('lists one gap with its default and the places that mark it', async () => {
    const { code, out } = await run('gaps', '--id', 'list-page-params');
    expect(code).toBe(0);
    expect(out).toContain('list-page-params  (4 places in openapi.yaml)');
    expect(out).toContain('default: sortOrder');
  });

  it('exits 2 for an unknown gap, command or option', async () => {
    expect((await run('gaps', '--id', 'nope')).code).toBe(2);
    expect((await run('serve')).code).toBe(2);
    expect((await run('gaps', '--bogus')).code).toBe(2);
  });

  it("prints the package's version and the contract's", async () => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect((await run('--version')).out).toBe(`linkproof ${version} (contract 0.0.1)`);
  });

  it('says a usage error in one line and points at the command\'s --help in one more', async () => {
    expect(await run('mock', '--port', '65536')).toEqual({ code: 2, out: '', err: '--port takes 0–65535, not 65536\n(linkproof mock --help shows its usage)' });
    expect(await run('fixtures', '--seed', '1.5')).toEqual({ code: 2, out: '', err: '--seed takes a whole number, not 1.5\n(linkproof fixtures --help shows its usage)' });
    // An option of another command is not one of this command's.
    expect(await run('mock', '--runs', '3')).toEqual({ code: 2, out: '', err: 'linkproof mock has no option --runs\n(linkproof mock --help shows its usage)' });
  });

  it('refuses conform options that would check nothing and pass: --runs 0, --depth 0, --rate 0', async () => {
    for (const [flag, range] of [['--runs', '1–100000'], ['--depth', '1–10000'], ['--rate', '1–1000000']] as const) {
      expect(await run('conform', '--base-url', 'http://127.0.0.1:9', '--token', 'a-long-token', flag, '0')).toEqual({ code: 2, out: '', err: `${flag} takes ${range}, not 0\n(linkproof conform --help shows its usage)` });
    }
  });
});

describe('linkproof conform (usage)', () => {
  it('exits 2 without --base-url or --token, or for an unreachable target', async () => {
    expect((await run('conform', '--token', 'lp_test_token')).code).toBe(2);
    expect((await run('conform', '--base-url', 'http://127.0.0.1:4010')).code).toBe(2);
    expect((await run('conform', '--base-url', 'not a url', '--token', 'lp_test_token')).code).toBe(2);
    expect((await run('conform', '--base-url', 'http://127.0.0.1:1', '--token', 'lp_test_token')).code).toBe(2);
    expect((await run('conform', '--base-url', 'http://127.0.0.1:1', '--token', 'lp_test_token', '--profile', 'loose')).code).toBe(2);
  });
});

describe('linkproof conform --resolve-short-links (usage)', () => {
  const conform = (...extra: string[]) => run('conform', '--base-url', 'http://127.0.0.1:1', '--token', 'lp_test_token', ...extra);
  const hint = '\n(linkproof conform --help shows its usage)';

  it.each([
    [['--resolve-short-links', '--resolve', 'acme.link'], '--resolve takes DOMAIN=URL or *=URL (acme.link=http://127.0.0.1:4010), not acme.link'],
    [['--resolve-short-links', '--resolve', 'https://acme.link=http://127.0.0.1:4010'], '--resolve takes DOMAIN=URL or *=URL (acme.link=http://127.0.0.1:4010), not https://acme.link=http://127.0.0.1:4010'],
    [['--resolve-short-links', '--resolve', 'acme.link:443=http://127.0.0.1:4010'], '--resolve takes DOMAIN=URL or *=URL (acme.link=http://127.0.0.1:4010), not acme.link:443=http://127.0.0.1:4010'],
    [['--resolve-short-links', '--resolve', 'acme.link=127.0.0.1:4010'], '--resolve acme.link= takes an http(s) base URL without query (http://127.0.0.1:4010), not 127.0.0.1:4010'],
    [['--resolve-short-links', '--resolve', '*=ftp://127.0.0.1'], '--resolve *= takes an http(s) base URL without query (http://127.0.0.1:4010), not ftp://127.0.0.1'],
    [['--resolve-short-links', '--resolve', '*=http://127.0.0.1:4010/?x=1'], '--resolve *= takes an http(s) base URL without query (http://127.0.0.1:4010), not http://127.0.0.1:4010/?x=1'],
    [['--resolve-short-links', '--resolve', '*='], '--resolve *= takes an http(s) base URL without query (http://127.0.0.1:4010), not ""'],
    [['--resolve-short-links', '--resolve', 'Acme.link=http://a.test', '--resolve', 'acme.link=http://b.test'], '--resolve names acme.link twice'],
    [['--resolve', '*=http://127.0.0.1:4010'], '--resolve is for the visits of --resolve-short-links: add --resolve-short-links'],
    [['--click-wait', '5'], '--click-wait is for the visits of --resolve-short-links: add --resolve-short-links'],
    [['--resolve-short-links', '--click-wait', '601'], '--click-wait takes 0–600, not 601'],
  ])('%j: %s', async (extra, problem) => {
    expect(await conform(...extra)).toEqual({ code: 2, out: '', err: `${problem}${hint}` });
  });

  it('lists the visit checks with the option they need', async () => {
    const { code, out } = await run('conform', '--list');
    expect(code).toBe(0);
    expect(out).toMatch(/\nclicks_grow_after_a_visit +§1 §2\.1 +mandated +After 2 visits .* \(with --resolve-short-links\)\n/);
  });
});

describe('linkproof fixtures and mock (usage)', () => {
  it.each([
    [['fixtures', '--workspaces', '0', '--out', 'w0.json'], '--workspaces takes 1 or more: a dataset has at least one workspace'],
    [['fixtures', '--format', 'ndjson', '--out', 'x.json'], "--format ndjson into x.json: the file's name says json (readers go by the name); name it ….ndjson, or leave --format out"],
    [['fixtures', '--format', 'json', '--out', 'x.jsonl'], "--format json into x.jsonl: the file's name says ndjson (readers go by the name); name it ….json, or leave --format out"],
    [['mock', '--public-url', 'http://mock:4010/api'], '--public-url takes an http(s) address without a path (--base-path adds one), such as http://mock:4010, not http://mock:4010/api'],
  ])('refuses %j before writing or serving anything (exit 2)', async (argv, message) => {
    const { code, err } = await run(...argv);
    expect([code, err.split('\n')[0]]).toEqual([2, message]);
  });
});
