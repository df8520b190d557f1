import type { components } from '../contract/openapi-types.js';

export type Link = components['schemas']['Link'];
export type Tag = components['schemas']['Tag'];
export type Workspace = components['schemas']['Workspace'];

/** A member of a workspace. The spec shows only the owner role; member is the workspace-roles gap default. */
export interface DatasetUser {
  id: string;
  name: string;
  email: string;
  role: 'owner' | 'member';
  defaultFolderId: string | null;
}

/** An API token and the user it acts for (auth-tokens gap: the mock takes its tokens from the dataset). */
export interface DatasetToken {
  token: string;
  userId: string;
}

/** Folders and webhooks have no operations in the spec; they exist as seed data (folder-webhook-ids gap). */
export interface Folder {
  id: string;
  name: string;
}

export interface Webhook {
  id: string;
  name: string;
  /** Where the mock delivers the webhook's events (a reserved `.example` host: nowhere, until one is set). */
  url: string;
  /** Signs each delivery (`Dub-Signature`); without one, `whsec_` followed by the webhook's id. */
  secret?: string;
}

/** One workspace with everything in it. `workspace` is the Workspace as its first token's user sees it. */
export interface DatasetWorkspace {
  workspace: Workspace;
  users: DatasetUser[];
  tokens: DatasetToken[];
  folders: Folder[];
  webhooks: Webhook[];
  tags: Tag[];
  links: Link[];
}

export const DATASET_VERSION = 1;

/** Where a `--state` snapshot stands: see `Dataset.stateFile`. */
export interface StateFilePosition {
  journalSeq: number;
  /** The clock frozen at this time (Unix ms), or following the real clock (null). */
  frozenAt: number | null;
  /** The random generator's state. */
  random: number[];
}

/** What the mock starts from. */
export interface Dataset {
  version: typeof DATASET_VERSION;
  seed: number;
  /** The dataset's "now": every timestamp in it is at or before this, except future expiries. */
  now: string;
  /** The base URL the links' qrCode point at. */
  baseUrl: string;
  /**
   * Written by `linkproof mock --state` in its snapshot, so that the snapshot alone restarts the mock where it
   * was: the last journalled write it includes (recovery replays exactly the writes after it), the clock and
   * the random sequence. Other datasets leave it out.
   */
  stateFile?: StateFilePosition;
  workspaces: DatasetWorkspace[];
}

/**
 * One line of the ndjson form. A workspace's tags and links come before its `workspace` record,
 * whose totals they add up to, so the form can be written while the links are generated.
 */
export type DatasetRecord =
  | { kind: 'dataset'; version: typeof DATASET_VERSION; seed: number; now: string; baseUrl: string }
  | { kind: 'tag'; workspaceId: string; tag: Tag }
  | { kind: 'link'; link: Link }
  | ({ kind: 'workspace' } & Omit<DatasetWorkspace, 'tags' | 'links'>);

/** The key of the dataset file's schema (dataset-schema.ts) among the precompiled validators (validatorFor). */
export const DATASET_SCHEMA_KEY = 'dataset';

/** The kinds of ndjson record, in the order a file may first show them. */
export const DATASET_RECORD_KINDS = ['dataset', 'tag', 'link', 'workspace'] as const satisfies readonly DatasetRecord['kind'][];
