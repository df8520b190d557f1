import { timeFields } from '../contract/time-fields.js';
import { billingCycleStart } from '../domain/billing-cycle.js';
import { DAY_MS } from '../domain/day-ms.js';
import type { Dataset, DatasetWorkspace } from './dataset.js';

const LINK_TIMES = timeFields('Link');
const WORKSPACE_TIMES = timeFields('Workspace');
const TAG_TIMES = timeFields('Tag');

function shiftTimes<T extends object>(record: T, fields: readonly string[], by: number): T {
  const shifted = { ...record } as Record<string, unknown>;
  for (const field of fields) {
    const value = shifted[field];
    if (typeof value === 'string') shifted[field] = new Date(Date.parse(value) + by).toISOString();
  }
  return shifted as T;
}

function shiftWorkspace(entry: DatasetWorkspace, from: number, by: number): DatasetWorkspace {
  const workspace = shiftTimes(entry.workspace, WORKSPACE_TIMES, by);
  // The billing cycle moves with the links: it starts the same number of days before the new "now",
  // so the links counted in it (linksUsage) are the same ones.
  const cycleStart = billingCycleStart(new Date(from), entry.workspace.billingCycleStart).getTime();
  workspace.billingCycleStart = new Date(cycleStart + by).getUTCDate();
  return {
    ...entry,
    workspace,
    tags: entry.tags.map((tag) => shiftTimes(tag, TAG_TIMES, by)),
    links: entry.links.map((link) => shiftTimes(link, LINK_TIMES, by)),
  };
}

/**
 * The dataset moved in time by the whole number of days that brings its "now" closest to `now` without
 * passing it (the default dataset's now is a UTC midnight: it becomes the midnight that begins the day of
 * `now`). Every time keeps its distance from the dataset's now and its time of day, and billing cycles
 * (which begin at UTC midnight) keep their links. Links created "recently" stay recent, expired links stay
 * expired, future expiries stay at least a day ahead, on any day the mock starts (default-dataset-time gap).
 * The same `now` gives the same dataset.
 */
export function shiftDataset(dataset: Dataset, now: number): Dataset {
  const from = Date.parse(dataset.now);
  const days = Math.floor((now - from) / DAY_MS);
  if (days === 0 || !Number.isFinite(days)) return dataset;
  const by = days * DAY_MS;
  return {
    ...dataset,
    now: new Date(from + by).toISOString(),
    workspaces: dataset.workspaces.map((entry) => shiftWorkspace(entry, from, by)),
  };
}
