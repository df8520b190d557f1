import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileSchemaAt } from '../contract/compile-schema.js';
import { enums } from '../contract/enums.js';
import { billingCycleStart } from '../domain/billing-cycle.js';
import { cycleClicks } from '../domain/cycle-usage.js';
import { PLAN_LIMITS } from '../domain/plan-limits.js';
import { shortLinkOf } from '../domain/short-link.js';
import { utmParametersOf } from '../domain/utm.js';
import { parseDataset } from '../dataset/parse-dataset.js';
import type { Dataset } from '../dataset/dataset.js';
import { buildDataset } from './build-dataset.js';
import { DEFAULT_DATASET_OPTIONS } from './default-dataset.js';

const links = (dataset: Dataset) => dataset.workspaces.flatMap((entry) => entry.links);

describe('buildDataset: validity', () => {
  it('builds at least 10,000 entities across 50 seeds, every one valid against the contract', () => {
    const validators = {
      Link: compileSchemaAt('#/components/schemas/Link'),
      Tag: compileSchemaAt('#/components/schemas/Tag'),
      Workspace: compileSchemaAt('#/components/schemas/Workspace'),
    };
    let checked = 0;
    const invalid: string[] = [];
    const check = (schema: keyof typeof validators, value: unknown, where: string) => {
      checked++;
      if (!validators[schema](value)) invalid.push(`${where}: ${JSON.stringify(validators[schema].errors?.[0])}`);
    };
    for (let seed = 1; seed <= 50; seed++) {
      const dataset = buildDataset({ seed, workspaces: 2, links: 100 });
      expect(parseDataset(dataset)).toMatchObject({ ok: true });
      for (const [w, entry] of dataset.workspaces.entries()) {
        check('Workspace', entry.workspace, `seed ${seed} workspace ${w}`);
        entry.tags.forEach((tag, t) => check('Tag', tag, `seed ${seed} workspace ${w} tag ${t}`));
        entry.links.forEach((link, l) => check('Link', link, `seed ${seed} workspace ${w} link ${l}`));
      }
    }
    expect(invalid.slice(0, 5)).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(10_000);
  });

  it('builds every plan of the contract', () => {
    const dataset = buildDataset({ seed: 9, workspaces: enums.workspacePlan.map((plan) => ({ plan, links: 5 })) });
    expect(dataset.workspaces.map((entry) => entry.workspace.plan)).toEqual(enums.workspacePlan);
    expect(parseDataset(dataset)).toMatchObject({ ok: true });
  });
});

describe('buildDataset: determinism', () => {
  afterEach(() => vi.useRealTimers());

  it('gives byte-identical output for the same seed and options', () => {
    expect(JSON.stringify(buildDataset({ seed: 7, workspaces: 2, links: 300 }))).toBe(
      JSON.stringify(buildDataset({ seed: 7, workspaces: 2, links: 300 })),
    );
  });

  it('gives different data for a different seed', () => {
    const a = links(buildDataset({ seed: 7, links: 50 }));
    const b = links(buildDataset({ seed: 8, links: 50 }));
    expect(a.map((link) => link.key)).not.toEqual(b.map((link) => link.key));
    expect(a.map((link) => link.url)).not.toEqual(b.map((link) => link.url));
  });

  it('never reads the wall clock: the same output at two different system times', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2020-01-01T00:00:00Z'));
    const early = JSON.stringify(buildDataset({ seed: 3, links: 100 }));
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
    const late = JSON.stringify(buildDataset({ seed: 3, links: 100 }));
    expect(late).toBe(early);
  });

  it('places everything at or before its "now", except future expiries', () => {
    const now = '2025-03-01T00:00:00.000Z';
    const dataset = buildDataset({ seed: 4, links: 400, now });
    for (const link of links(dataset)) {
      for (const time of [link.createdAt, link.updatedAt, link.lastClicked, link.disabledAt, link.testStartedAt]) {
        if (time !== null) expect(time <= now, `${time} after ${now}`).toBe(true);
      }
    }
    expect(links(dataset).some((link) => link.expiresAt !== null && link.expiresAt > now)).toBe(true);
    expect(links(dataset).some((link) => link.expiresAt !== null && link.expiresAt <= now)).toBe(true);
  });
});

describe('buildDataset: values hang together', () => {
  const dataset = buildDataset({ seed: 11, workspaces: 3, links: 700 });
  const all = links(dataset);

  it('orders counters: clicks ≥ leads ≥ conversions, sales ≥ conversions, saleAmount in whole cents', () => {
    for (const link of all) {
      expect(link.clicks).toBeGreaterThanOrEqual(link.leads);
      expect(link.leads).toBeGreaterThanOrEqual(link.conversions);
      expect(link.sales).toBeGreaterThanOrEqual(link.conversions);
      expect(Number.isInteger(link.saleAmount)).toBe(true);
      expect(link.saleAmount === 0).toBe(link.sales === 0);
    }
    expect(all.some((link) => link.sales > link.conversions)).toBe(true);
  });

  it('clicks last between creation and now, and only links with clicks have been clicked', () => {
    for (const link of all) {
      expect(link.lastClicked === null).toBe(link.clicks === 0);
      if (link.lastClicked !== null) {
        expect(link.lastClicked >= link.createdAt && link.lastClicked <= dataset.now).toBe(true);
      }
      expect(link.updatedAt >= link.createdAt).toBe(true);
    }
  });

  it('creates links after their workspace', () => {
    for (const entry of dataset.workspaces) {
      for (const link of entry.links) expect(link.createdAt >= entry.workspace.createdAt).toBe(true);
    }
  });

  it('writes the UTM fields into the destination URL', () => {
    const withUtm = all.filter((link) => link.utm_source !== null);
    expect(withUtm.length).toBeGreaterThan(0);
    for (const link of all) {
      expect(utmParametersOf(link.url)).toEqual({
        utm_source: link.utm_source,
        utm_medium: link.utm_medium,
        utm_campaign: link.utm_campaign,
        utm_term: link.utm_term,
        utm_content: link.utm_content,
      });
    }
  });

  it('gives geo maps ISO 3166-1 alpha-2 keys and test variants 2 to 4 entries adding up to 100', () => {
    const geo = all.filter((link) => link.geo !== null);
    const variants = all.filter((link) => link.testVariants !== null);
    expect(geo.length).toBeGreaterThan(0);
    expect(variants.length).toBeGreaterThan(0);
    for (const link of geo) for (const country of Object.keys(link.geo!)) expect(country).toMatch(/^[A-Z]{2}$/);
    for (const link of variants) {
      expect(link.testVariants!.length).toBeGreaterThanOrEqual(2);
      expect(link.testVariants!.length).toBeLessThanOrEqual(4);
      expect(link.testVariants!.reduce((sum, variant) => sum + variant.percentage, 0)).toBe(100);
      expect(link.testStartedAt !== null && link.testCompletedAt !== null && link.testCompletedAt > link.testStartedAt).toBe(true);
    }
  });

  it('gives an expiredUrl only to links that expire, and derives shortLink, projectId and tagId', () => {
    for (const link of all) {
      if (link.expiresAt === null) expect(link.expiredUrl).toBeNull();
      expect(link.shortLink).toBe(shortLinkOf(link.domain, link.key));
      expect(link.projectId).toBe(link.workspaceId);
      expect(link.tagId).toBe(link.tags[0]?.id ?? null);
    }
  });

  it('keeps domain+key unique across the dataset, externalId unique in a workspace', () => {
    const big = buildDataset({ seed: 12, workspaces: 2, links: 50_000 });
    const shortLinks = links(big).map((link) => link.shortLink);
    expect(new Set(shortLinks).size).toBe(shortLinks.length);
    for (const entry of big.workspaces) {
      const externalIds = entry.links.flatMap((link) => (link.externalId === null ? [] : [link.externalId]));
      expect(externalIds.length).toBeGreaterThan(0);
      expect(new Set(externalIds).size).toBe(externalIds.length);
      const tenants = new Set(entry.links.flatMap((link) => (link.tenantId === null ? [] : [link.tenantId])));
      expect(tenants.size).toBeGreaterThan(1);
    }
  });

  it('keeps tag names unique per workspace ignoring case, and colours from the enum', () => {
    const many = buildDataset({ seed: 5, workspaces: [{ plan: 'enterprise', tags: 45, links: 1 }] });
    const names = many.workspaces[0]!.tags.map((tag) => tag.name.toLowerCase());
    expect(new Set(names).size).toBe(45);
    for (const tag of many.workspaces[0]!.tags) expect(enums.tagColor).toContain(tag.color);
  });

  it('numbers names past the vocabulary without a clash ignoring case or a name over 50 characters, and the dataset checks', () => {
    const long = 'n'.repeat(50);
    const dataset = buildDataset({ seed: 5, vocabulary: { tagNames: ['Alpha', 'alpha 2', long] }, workspaces: [{ plan: 'enterprise', tags: 7, links: 3 }] });
    const names = dataset.workspaces[0]!.tags.map((tag) => tag.name);
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(7);
    expect(Math.max(...names.map((name) => name.length))).toBe(50);
    expect(parseDataset(JSON.parse(JSON.stringify(dataset))).ok).toBe(true);
  });

  it('makes workspace totals and usage what its links add up to', () => {
    for (const entry of dataset.workspaces) {
      const { workspace } = entry;
      const now = Date.parse(dataset.now);
      const cycleStart = billingCycleStart(new Date(now), workspace.billingCycleStart).getTime();
      expect(workspace.totalLinks).toBe(entry.links.length);
      expect(workspace.linksUsage).toBe(entry.links.filter((link) => Date.parse(link.createdAt) >= cycleStart).length);
      expect(workspace.usage).toBe(entry.links.reduce((sum, link) => sum + cycleClicks(link, cycleStart, now), 0));
      expect(workspace.foldersUsage).toBe(entry.folders.length);
      expect(workspace.domains.filter((domain) => domain.primary)).toHaveLength(workspace.domains.length === 0 ? 0 : 1);
    }
  });

  it("keeps every workspace's usage within its plan's usageLimit, with clicks still spread (a dashboard's usage bar never past full)", () => {
    for (const [links, plan, seeds] of [[40, 'pro', [1, 2, 3]], [3_000, 'business', [1, 2]], [20_000, undefined, [1]], [60_000, undefined, [1]]] as const) {
      for (const seed of seeds) {
        const built = buildDataset({ seed, workspaces: [{ slug: 'big', links, ...(plan !== undefined && { plan }) }] });
        const { workspace, links: made } = built.workspaces[0]!;
        expect(workspace.usage, `${links} links, seed ${seed}`).toBeLessThanOrEqual(workspace.usageLimit);
        expect(workspace.usage, `${links} links, seed ${seed}`).toBeGreaterThan(workspace.usageLimit / 10);
        expect(new Set(made.map((link) => link.clicks)).size, `${links} links, seed ${seed}`).toBeGreaterThan(Math.min(30, links / 2));
      }
    }
  });
});

describe('the default dataset', () => {
  const dataset = buildDataset(DEFAULT_DATASET_OPTIONS);
  const [acme, free] = dataset.workspaces;

  it('has a business workspace acme with 200 links, 10 tags, 3 folders, 2 domains and 2 webhooks', () => {
    expect(acme!.workspace).toMatchObject({ slug: 'acme', plan: 'business' });
    expect([acme!.links.length, acme!.tags.length, acme!.folders.length, acme!.workspace.domains.length, acme!.webhooks.length]).toEqual([200, 10, 3, 2, 2]);
    expect(acme!.tokens[0]!.token).toBe('lp_acme_demo_token');
  });

  it('has a free workspace close to, and within, its plan limits', () => {
    const limits = PLAN_LIMITS.free;
    const { workspace } = free!;
    expect(workspace.plan).toBe('free');
    expect(workspace.linksUsage).toBeLessThanOrEqual(limits.links);
    expect(workspace.linksUsage).toBeGreaterThanOrEqual(limits.links - 3);
    expect(free!.tags.length).toBe(limits.tags - 1);
    expect(free!.users.length).toBe(limits.users);
    expect(workspace.usage).toBeLessThanOrEqual(limits.usage);
    expect(free!.links.every((link) => link.domain === 'dub.sh')).toBe(true);
  });

  it('has archived, disabled and expired links to build against', () => {
    const all = links(dataset);
    expect(all.some((link) => link.archived)).toBe(true);
    expect(all.some((link) => link.disabledAt !== null)).toBe(true);
    expect(all.some((link) => link.expiresAt !== null && link.expiresAt < dataset.now)).toBe(true);
  });
});

describe('buildDataset: domains by name and a vocabulary', () => {
  it('gives a workspace the domains named, primary first, and draws tags, folders, webhooks and destinations from the vocabulary', () => {
    const vocabulary = { tagNames: ['Alpha', 'Beta', 'Gamma'], sites: ['shop.acme.com', 'acme.com'], folderNames: ['Inbox'], webhookNames: ['Hook'] };
    const dataset = buildDataset({ seed: 3, vocabulary, workspaces: [{ slug: 'acme', plan: 'business', domains: ['acme.link', 'go.acme.com'], tags: 3, folders: 1, webhooks: 1, links: 40 }] });
    const entry = dataset.workspaces[0]!;
    expect(entry.workspace.domains.map((domain) => [domain.slug, domain.primary])).toEqual([['acme.link', true], ['go.acme.com', false]]);
    expect(entry.tags.map((tag) => tag.name).sort()).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(entry.folders.map((folder) => folder.name)).toEqual(['Inbox']);
    expect(entry.webhooks.map((webhook) => webhook.name)).toEqual(['Hook']);
    for (const link of entry.links) {
      expect(['acme.link', 'go.acme.com']).toContain(link.domain);
      expect(vocabulary.sites).toContain(new URL(link.url).hostname);
    }
    expect(parseDataset(structuredClone(dataset)).ok).toBe(true);
  });

  it('gives a free workspace of more links than its plan creates a cycle the rest in earlier cycles: linksUsage within linksLimit', () => {
    const limit = PLAN_LIMITS.free.links;
    const counts: number[] = [];
    for (const seed of [1, 2, 3, 4, 5]) {
      const { workspace, links } = buildDataset({ seed, workspaces: [{ plan: 'free', links: 300 }] }).workspaces[0]!;
      expect(workspace.linksUsage).toBeLessThanOrEqual(workspace.linksLimit);
      expect(workspace.linksLimit).toBe(limit);
      expect(links.some((link) => Date.parse(link.createdAt) < Date.parse(workspace.createdAt))).toBe(false);
      expect(workspace.totalLinks).toBe(links.length);
      counts.push(links.length);
    }
    // Every link asked for, unless the workspace is younger than its billing cycle (no earlier cycle): then the limit.
    expect(counts.every((count) => count === 300 || count === limit)).toBe(true);
    expect(counts).toContain(300);
  });

  it('keeps a list of domain names within the plan', () => {
    const dataset = buildDataset({ seed: 3, workspaces: [{ plan: 'free', domains: ['a.link', 'b.link', 'c.link', 'd.link'], links: 2 }] });
    expect(dataset.workspaces[0]!.workspace.domains.map((domain) => domain.slug)).toEqual(['a.link', 'b.link', 'c.link']);
  });
});
