import { createId } from '../domain/create-id.js';
import { DAY_MS } from '../domain/day-ms.js';
import { PLAN_LIMITS } from '../domain/plan-limits.js';
import type { Workspace } from '../dataset/dataset.js';
import { DEFAULT_NOW, randomOf, type BuildOptions } from './build-tag.js';
import { iso, nextIntOf, timeBetween } from './seeded-random.js';
import { SITE_NAMES } from './vocabulary.js';

/**
 * A Workspace (§2.4) valid against the contract, with the limits of its plan (plan-limits gap).
 * Totals and usage are zero unless given: `buildDataset` passes what the workspace's links add up to.
 * @example buildWorkspace({ slug: 'acme', plan: 'pro' }, { seed: 2 })
 */
export function buildWorkspace(overrides: Partial<Workspace> = {}, options: BuildOptions = {}): Workspace {
  const random = randomOf(options);
  const { faker } = random;
  const now = options.now ?? DEFAULT_NOW;
  const plan = overrides.plan ?? 'business';
  const limits = PLAN_LIMITS[plan];
  const createdAt = timeBetween(random, now - 3 * 365 * DAY_MS, now - 30 * DAY_MS);
  const brand = random.pick(SITE_NAMES);
  const slug = overrides.slug ?? `${brand}-${faker.string.alphanumeric({ length: 4, casing: 'lower' })}`;
  const name = overrides.name ?? `${brand[0]!.toUpperCase()}${brand.slice(1)} ${random.pick(['Inc', 'Labs', 'HQ', 'Studio', 'Co'])}`;

  return {
    id: createId('ws_', createdAt, nextIntOf(random)),
    name,
    slug,
    logo: random.chance(0.5) ? `https://assets.linkproof.dev/logos/${slug}.png` : null,
    inviteCode: faker.string.alphanumeric({ length: 24 }),
    plan,
    planTier: limits.planTier,
    billingId: limits.paid ? `cus_${faker.string.alphanumeric({ length: 14 })}` : null,
    billingCycleStart: random.int(1, 28),
    paymentFailedAt: null,
    billingConnectId: null,
    totalLinks: 0,
    usage: 0,
    usageLimit: limits.usage,
    linksUsage: 0,
    linksLimit: limits.links,
    payoutsUsage: 0,
    payoutsLimit: limits.payoutsLimit,
    payoutFee: limits.payoutFee,
    domainsLimit: limits.domains,
    tagsLimit: limits.tags,
    foldersUsage: 0,
    foldersLimit: limits.folders,
    groupsLimit: limits.groups,
    networkInvitesLimit: limits.networkInvites,
    usersLimit: limits.users,
    aiUsage: random.int(0, Math.min(limits.ai, 200)),
    aiLimit: limits.ai,
    conversionEnabled: random.chance(0.3),
    dotLinkClaimed: random.chance(0.2),
    createdAt: iso(createdAt),
    users: [{ role: 'owner', defaultFolderId: null }],
    domains: [],
    store: {},
    allowedHostnames: [],
    ssoEmailDomain: null,
    ssoEnforcedAt: null,
    flags: {},
    ...overrides,
  };
}
