import type { WorkspacePlan } from '../contract/enums.js';
import { billingCycleStart } from '../domain/billing-cycle.js';
import { cycleClicks } from '../domain/cycle-usage.js';
import { createId } from '../domain/create-id.js';
import { PLAN_LIMITS } from '../domain/plan-limits.js';
import {
  DATASET_VERSION,
  type Dataset,
  type DatasetRecord,
  type DatasetToken,
  type DatasetUser,
  type Folder,
  type Tag,
  type Webhook,
} from '../dataset/dataset.js';
import { enums } from '../contract/enums.js';
import { limits as CONTRACT_LIMITS } from '../contract/limits.js';
import { clickScale, generateLink, type LinkContext } from './build-link.js';
import { collectDataset } from '../dataset/collect-dataset.js';
import { DEFAULT_NOW } from './build-tag.js';
import { buildWorkspace } from './build-workspace.js';
import { iso, nextIntOf, seededRandom, timeBetween, type Random } from './seeded-random.js';
import { FOLDER_NAMES, TAG_NAMES, WEBHOOK_NAMES } from './vocabulary.js';
import { foldCase } from '../domain/fold-case.js';

/** Words the dataset draws from instead of the built-in lists (vocabulary.ts). */
export interface DatasetVocabulary {
  /** Tag names; none two alike ignoring case (tag-names gap). */
  tagNames?: readonly string[];
  /** Destination hosts (`www.acme.com`); links point to pages on them. */
  sites?: readonly string[];
  folderNames?: readonly string[];
  webhookNames?: readonly string[];
}

/** A webhook of a workspace: where the mock delivers its events, and the secret that signs them. */
export interface WebhookSpec {
  name?: string;
  url: string;
  secret?: string;
}

/** What one workspace of a dataset holds. Counts left out come from the dataset's options. */
export interface WorkspaceSpec {
  slug?: string;
  name?: string;
  plan?: WorkspacePlan;
  links?: number;
  tags?: number;
  folders?: number;
  /** How many domains (named after the slug: acme.link, go.acme.com, …), or their names, primary first. */
  domains?: number | readonly string[];
  /** How many webhooks (receivers are `.example` placeholders), or each one with its receiver and secret. */
  webhooks?: number | readonly WebhookSpec[];
  users?: number;
  /** A fixed token for the workspace's owner (e.g. one a README lists); otherwise one is drawn. */
  token?: string;
}

export interface DatasetOptions {
  seed?: number;
  /** The dataset's now; default 2026-11-01T00:00:00Z. Never the wall clock, so a seed is enough to repeat. */
  now?: string | number | Date;
  /** Where the links' qrCode URLs point; default the mock's http://127.0.0.1:4010. */
  baseUrl?: string;
  /** How many generic workspaces, or each one described. Default 1. */
  workspaces?: number | WorkspaceSpec[];
  /** Links per workspace where a spec does not say; default 50. */
  links?: number;
  vocabulary?: DatasetVocabulary;
}

/** The workspaces a dataset's options describe, each with its number of links settled. */
export function workspaceSpecs(options: DatasetOptions): (WorkspaceSpec & { links: number })[] {
  const specs: WorkspaceSpec[] = Array.isArray(options.workspaces)
    ? options.workspaces
    : Array.from({ length: options.workspaces ?? 1 }, () => ({}));
  return specs.map((spec) => ({ ...spec, links: spec.links ?? options.links ?? 50 }));
}

/** The plan a generic workspace gets: large enough for its links. */
function planFor(links: number): WorkspacePlan {
  return links <= 5000 ? 'business' : links <= 50_000 ? 'advanced' : 'enterprise';
}

/** A token shaped like a secret key, naming its workspace for people reading logs. */
function tokenFor(random: Random, slug: string): string {
  return `lp_${slug.replace(/[^a-z0-9]/g, '')}_${random.faker.string.alphanumeric({ length: 24 })}`;
}

function pickNames(random: Random, vocabulary: readonly string[], count: number, maxLength = Number.POSITIVE_INFINITY): string[] {
  const names = random.some(vocabulary, Math.min(count, vocabulary.length), Math.min(count, vocabulary.length));
  // More than the vocabulary holds: its names again with a number, each unique ignoring case (a vocabulary may hold
  // `alpha 2` already) and within maxLength (the name cut to make room for the number).
  const taken = new Set(names.map(foldCase));
  for (let i = names.length; names.length < count; i++) {
    const suffix = ` ${Math.floor(i / vocabulary.length) + 1}`;
    const name = `${vocabulary[i % vocabulary.length]!.slice(0, Math.max(1, maxLength - suffix.length))}${suffix}`;
    if (taken.has(foldCase(name))) continue;
    taken.add(foldCase(name));
    names.push(name);
  }
  return names;
}

/** The workspace's domain names, primary first, as many as its plan allows: those given, or some named after its slug. */
function domainNames(domains: number | readonly string[], slug: string, limit: number): readonly string[] {
  if (typeof domains !== 'number') return domains.slice(0, limit);
  const count = Math.min(domains, limit);
  return [`${slug}.link`, `go.${slug}.com`, `${slug}.to`, `links.${slug}.dev`]
    .concat(Array.from({ length: Math.max(0, count - 4) }, (_, i) => `l${i + 5}.${slug}.link`))
    .slice(0, count);
}

/**
 * The records of a dataset, one at a time: a header, then per workspace its tags, its links and last the
 * workspace itself with totals its links add up to. Writers stream these; nothing holds every link.
 */
export function* generateDatasetRecords(options: DatasetOptions = {}): Generator<DatasetRecord> {
  const seed = options.seed ?? 1;
  const now = options.now === undefined ? DEFAULT_NOW : new Date(options.now).getTime();
  const baseUrl = options.baseUrl ?? 'http://127.0.0.1:4010';
  const random = seededRandom(seed);
  const { faker } = random;
  const nextInt = nextIntOf(random);
  const specs = workspaceSpecs(options);
  const usedSlugs = new Set<string>();
  const vocabulary = options.vocabulary ?? {};
  const tagNames = vocabulary.tagNames ?? TAG_NAMES;
  const folderNames = vocabulary.folderNames ?? FOLDER_NAMES;
  const webhookNames = vocabulary.webhookNames ?? WEBHOOK_NAMES;
  let sequence = 0;

  yield { kind: 'dataset', version: DATASET_VERSION, seed, now: iso(now), baseUrl };

  for (const spec of specs) {
    const plan = spec.plan ?? planFor(spec.links);
    const limits = PLAN_LIMITS[plan];
    const identity = buildWorkspace({ plan, ...(spec.slug && { slug: spec.slug }), ...(spec.name && { name: spec.name }) }, { random, now });
    let slug = identity.slug;
    for (let n = 2; usedSlugs.has(slug); n++) slug = `${identity.slug}-${n}`;
    usedSlugs.add(slug);
    const created = Date.parse(identity.createdAt);
    const cycleStart = billingCycleStart(new Date(now), identity.billingCycleStart).getTime();

    const folders: Folder[] = pickNames(random, folderNames, Math.min(spec.folders ?? 2, limits.folders)).map((name) => ({
      id: createId('fold_', created, nextInt),
      name,
    }));
    const userCount = Math.max(1, Math.min(spec.users ?? 2, limits.users));
    const users: DatasetUser[] = Array.from({ length: userCount }, (_, index) => {
      const first = faker.person.firstName();
      const last = faker.person.lastName();
      return {
        id: createId('user_', created, nextInt),
        name: `${first} ${last}`,
        email: faker.internet.email({ firstName: first, lastName: last, provider: `${slug}.example` }).toLowerCase(),
        role: index === 0 ? 'owner' : 'member',
        defaultFolderId: folders.length > 0 && random.chance(0.3) ? random.pick(folders).id : null,
      };
    });
    const tokens: DatasetToken[] = users.map((user, index) => ({
      token: index === 0 && spec.token !== undefined ? spec.token : tokenFor(random, slug),
      userId: user.id,
    }));
    const webhooks: Webhook[] = Array.isArray(spec.webhooks)
      ? (spec.webhooks as readonly WebhookSpec[]).map((hook, index) => ({
          id: createId('wh_', created, nextInt),
          name: hook.name ?? webhookNames[index % webhookNames.length] ?? `Webhook ${index + 1}`,
          url: hook.url,
          ...(hook.secret !== undefined && { secret: hook.secret }),
        }))
      : pickNames(random, webhookNames, (spec.webhooks as number | undefined) ?? 1).map((name) => ({
          id: createId('wh_', created, nextInt),
          name,
          url: `https://hooks.${slug}.example/linkproof/${faker.string.alphanumeric({ length: 8, casing: 'lower' })}`,
        }));
    const domains = domainNames(spec.domains ?? 1, slug, limits.domains).map((domain, index) => ({ slug: domain, primary: index === 0, verified: index === 0 || random.chance(0.7) }));
    // Tag names are unique ignoring case (tag-names gap): the vocabulary has no two alike.
    const tags: Tag[] = pickNames(random, tagNames, Math.min(spec.tags ?? 5, limits.tags), CONTRACT_LIMITS.tagName.maxLength).map((name) => ({
      id: createId('tag_', timeBetween(random, created, now), nextInt),
      name,
      color: random.pick(enums.tagColor),
    }));
    for (const tag of tags) yield { kind: 'tag', workspaceId: identity.id, tag };

    // A free workspace creates at most its plan's links a billing cycle (§2.4 linksUsage ≤ linksLimit): those in the
    // current cycle, any more in earlier ones (cut to the limit when the workspace is younger than its cycle); its
    // clicks stay within its usage.
    const beforeCycle = plan === 'free' ? (created < cycleStart ? Math.max(0, spec.links - limits.links) : 0) : 0;
    const linkCount = plan === 'free' ? Math.min(spec.links, beforeCycle + limits.links) : spec.links;
    const since = plan === 'free' ? Math.max(created, cycleStart) : created;
    const maxClicks = plan === 'free' ? Math.floor(limits.usage / Math.max(1, linkCount)) : undefined;
    const context: LinkContext = {
      workspaceId: identity.id,
      domains: domains.map((domain) => domain.slug),
      userIds: users.map((user) => user.id),
      folderIds: folders.map((folder) => folder.id),
      webhookIds: webhooks.map((webhook) => webhook.id),
      tags,
      since,
      baseUrl,
      ...(vocabulary.sites !== undefined && { sites: vocabulary.sites }),
      keyOffset: seed,
      sequence: 0,
      ...(maxClicks !== undefined && { maxClicks }),
      // Its links' clicks in the billing cycle (its usage) stay within the plan's usageLimit.
      clickBudget: { cycleStart, left: limits.usage, scale: clickScale(linkCount, limits.usage, since, cycleStart, now) },
    };
    let totalLinks = 0;
    let linksUsage = 0;
    let usage = 0;
    const earlier: LinkContext = { ...context, since: created, until: cycleStart - 1 };
    for (let i = 0; i < linkCount; i++) {
      const link = generateLink(random, now, i < beforeCycle ? earlier : context, sequence++);
      totalLinks++;
      if (Date.parse(link.createdAt) >= cycleStart) linksUsage++;
      usage += cycleClicks(link, cycleStart, now);
      yield { kind: 'link', link };
    }

    const owner = users[0]!;
    yield {
      kind: 'workspace',
      workspace: {
        ...identity,
        slug,
        totalLinks,
        linksUsage,
        usage,
        foldersUsage: folders.length,
        users: [{ role: owner.role, defaultFolderId: owner.defaultFolderId }],
        domains,
        allowedHostnames: domains.length > 0 ? [domains[0]!.slug] : [],
      },
      users,
      tokens,
      folders,
      webhooks,
    };
  }
}

/**
 * Whole workspaces with their users, API tokens, domains, folders, webhooks, tags and links, deterministic
 * by seed: the same options give the same dataset, byte for byte.
 * @example buildDataset({ seed: 42, workspaces: [{ slug: 'acme', plan: 'business', links: 200 }] })
 */
export function buildDataset(options: DatasetOptions = {}): Dataset {
  return collectDataset(generateDatasetRecords(options));
}
