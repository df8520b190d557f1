import { deepFreeze } from '../deep-freeze.js';
import type { WorkspacePlan } from '../contract/enums.js';

/** "∞" in the public pricing, stored as a number as the service does. */
export const UNLIMITED = 1_000_000_000;

export interface PlanLimits {
  /** New links per billing cycle (linksLimit). */
  links: number;
  /** Tracked clicks per billing cycle (usageLimit). */
  usage: number;
  domains: number;
  tags: number;
  folders: number;
  groups: number;
  users: number;
  ai: number;
  /** API requests per minute, per token. */
  apiPerMinute: number;
  planTier: number;
  payoutFee: number;
  payoutsLimit: number;
  networkInvites: number;
  /** Whether paid-plan-only features (QR logo, hideLogo) are available. */
  paid: boolean;
}

const business: PlanLimits = {
  links: 10_000, usage: 250_000, domains: 100, tags: UNLIMITED, folders: 20, groups: 3, users: 10, ai: 1000,
  apiPerMinute: 1200, planTier: 1, payoutFee: 0.05, payoutsLimit: 2_500_000, networkInvites: 10, paid: true,
};

/**
 * Limits per plan: the spec shows none ("Values of plan limits per plan: not shown"), so these are the
 * plan-limits gap default of linkproof (public pricing, early 2026). Shared by the factories and the mock.
 */
export const PLAN_LIMITS: Readonly<Record<WorkspacePlan, PlanLimits>> = deepFreeze({
  free: {
    links: 25, usage: 1000, domains: 3, tags: 5, folders: 0, groups: 0, users: 1, ai: 10,
    apiPerMinute: 60, planTier: 1, payoutFee: 0.05, payoutsLimit: 0, networkInvites: 0, paid: false,
  },
  pro: {
    links: 1000, usage: 50_000, domains: 10, tags: 25, folders: 3, groups: 0, users: 3, ai: 1000,
    apiPerMinute: 600, planTier: 1, payoutFee: 0.05, payoutsLimit: 0, networkInvites: 0, paid: true,
  },
  business,
  'business plus': { ...business, links: 25_000, planTier: 2 },
  'business extra': { ...business, links: 50_000, planTier: 3 },
  'business max': { ...business, links: 100_000, planTier: 4 },
  advanced: {
    links: 50_000, usage: 1_000_000, domains: 250, tags: UNLIMITED, folders: 50, groups: UNLIMITED, users: 20,
    ai: 1000, apiPerMinute: 3000, planTier: 1, payoutFee: 0.04, payoutsLimit: 15_000_000, networkInvites: 50, paid: true,
  },
  enterprise: {
    links: 500_000, usage: 5_000_000, domains: 250, tags: UNLIMITED, folders: UNLIMITED, groups: UNLIMITED, users: 30,
    ai: 1000, apiPerMinute: 3000, planTier: 1, payoutFee: 0.03, payoutsLimit: UNLIMITED, networkInvites: UNLIMITED, paid: true,
  },
});
