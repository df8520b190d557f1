import { CONVERSIONS_REASON, PROJECT_ID_REASON, checkWorkspaceParts, nothingSeen, testSharesOff, totalLinksOff, unknownTagAt, type DatasetProblem, type WorkspaceReferences } from '../../dataset/check-dataset.js';
import type { Dataset, DatasetWorkspace } from '../../dataset/dataset.js';
import type { LinkedDataset } from '../../dataset/format-dataset.js';
import { createRecordSequence, placeProblem, type LinkCollector, type RecordSequence } from '../../dataset/parse-dataset.js';
import { DEFAULT_DOMAIN, shortLinkOf } from '../../domain/short-link.js';
import { err, ok } from '../../result.js';
import { LinkTable, REPEATED_ID, REPEATED_KEY, type LinkTableImage } from './link-table.js';

/** A workspace whose links are already columns: the store takes the table over as it is. */
export interface TabledWorkspace extends Omit<DatasetWorkspace, 'links'> {
  table: LinkTable;
}

/** A dataset read straight into columns (createTabledRecordReader): no link of it was ever kept as an object. */
export interface TabledDataset extends Omit<Dataset, 'workspaces'> {
  workspaces: TabledWorkspace[];
}

/** Whether a dataset's links are in columns. */
export const isTabled = (dataset: Dataset | TabledDataset): dataset is TabledDataset => dataset.workspaces.some((entry) => 'table' in entry);

/** What was found as a link was added, for the checks across records (which report in the file's order). */
const ID_TWICE = REPEATED_ID;
const KEY_TWICE = REPEATED_KEY;
const EXTERNAL_ID_TWICE = 4;

/**
 * checkDataset's rules for a workspace's links, read from its columns: each field's few values are judged once,
 * and only the links whose codes, flags or own values could break a rule are looked at, each by every rule.
 * `flags`: what was found as the links were added (an id, a domain and key or an externalId met before). The `w`th
 * workspace; the first problem in the file's order, as checkDataset finds it.
 */
function checkTabledLinks(entry: TabledWorkspace, w: number, references: WorkspaceReferences, flags: ReadonlyMap<number, number>): DatasetProblem | undefined {
  const { table, workspace } = entry;
  const { domains, folderIds, webhookIds, userIds, tagsById } = references;
  const workspaceCode = table.codeOf('workspaceId', workspace.id);
  const projectCode = table.codeOf('projectId', workspace.id);
  const domainBad = table.valuesOf('domain').map((domain) => !domains.has(domain));
  const tagBadAt = table.valuesOf('tags').map((tags) => unknownTagAt(tags, tagsById));
  const folderBad = table.valuesOf('folderId').map((folderId) => folderId !== null && !folderIds.has(folderId));
  const webhookBadAt = table.valuesOf('webhookIds').map((ids) => ids.findIndex((id) => !webhookIds.has(id)));
  const userBad = table.valuesOf('userId').map((userId) => userId !== null && !userIds.has(userId));
  // Only a slot that some rule picks out can have a problem: those, in the file's order, each judged by every rule.
  const candidates: number[] = [...flags.keys()];
  table.slotsWithCode('workspaceId', (code) => code !== workspaceCode, candidates);
  table.slotsWithCode('projectId', (code) => code !== projectCode, candidates);
  for (let slot = 0; slot < table.slotCount; slot++) if (table.numberOf('conversions', slot) > table.numberOf('leads', slot) && table.has(slot)) candidates.push(slot);
  table.slotsWithCode('domain', (code) => domainBad[code]!, candidates);
  table.slotsWithCode('tags', (code) => tagBadAt[code]! >= 0, candidates);
  table.slotsWithCode('folderId', (code) => folderBad[code]!, candidates);
  table.slotsWithCode('webhookIds', (code) => webhookBadAt[code]! >= 0, candidates);
  table.slotsWithCode('userId', (code) => userBad[code]!, candidates);
  for (const slot of table.slotsWithOwnShortLink()) if (table.has(slot)) candidates.push(slot);
  for (const slot of table.slotsWithTestVariants()) if (table.has(slot)) candidates.push(slot);
  candidates.sort((a, b) => a - b);
  for (const slot of candidates) {
    const problem = (field: string, reason: string): DatasetProblem => ({ pointer: `/workspaces/${w}/links/${slot}${field}`, reason });
    const flagged = flags.get(slot) ?? 0;
    if ((flagged & ID_TWICE) !== 0) return problem('/id', `link id ${table.id(slot)} is used twice`);
    if (table.codeAt('workspaceId', slot) !== workspaceCode) return problem('/workspaceId', `the link sits in workspace ${workspace.id}`);
    if (table.codeAt('projectId', slot) !== projectCode) return problem('/projectId', PROJECT_ID_REASON(workspace.id));
    const domain = table.valueOf('domain', slot);
    if (domainBad[table.codeAt('domain', slot)]) return problem('/domain', `${domain} is neither a domain of workspace ${workspace.slug} nor ${DEFAULT_DOMAIN}`);
    const shortLink = shortLinkOf(domain, table.key(slot));
    if (!table.madeShortLink(slot)) return problem('/shortLink', `must be ${shortLink}`);
    if ((flagged & KEY_TWICE) !== 0) return problem('/key', `${shortLink} is used twice (domain and key must be unique)`);
    if ((flagged & EXTERNAL_ID_TWICE) !== 0) return problem('/externalId', `externalId ${table.externalIdOf(slot)} is used twice in this workspace`);
    const tag = tagBadAt[table.codeAt('tags', slot)]!;
    if (tag >= 0) return problem(`/tags/${tag}`, `tag ${table.valueOf('tags', slot)[tag]!.id} is not a tag of this workspace as listed in its tags`);
    if (folderBad[table.codeAt('folderId', slot)]) return problem('/folderId', `no folder ${table.valueOf('folderId', slot)} in this workspace`);
    const webhook = webhookBadAt[table.codeAt('webhookIds', slot)]!;
    if (webhook >= 0) return problem(`/webhookIds/${webhook}`, `no webhook ${table.valueOf('webhookIds', slot)[webhook]} in this workspace`);
    if (userBad[table.codeAt('userId', slot)]) return problem('/userId', `no user ${table.valueOf('userId', slot)} in this workspace`);
    const share = testSharesOff(table.testVariantsOf(slot));
    if (share !== undefined) return problem('/testVariants', `percentages add up to ${share}, not 100`);
    const [conversions, leads] = [table.numberOf('conversions', slot), table.numberOf('leads', slot)];
    if (conversions > leads) return problem('/conversions', CONVERSIONS_REASON(conversions, leads));
  }
  // After the links: linkproof's layouts write a workspace's record after its links.
  return totalLinksOff(workspace, table.size, w);
}

/** A workspace's links as they are read: their table, what each add met before, and the externalIds met. */
interface Collected {
  table: LinkTable;
  flags: Map<number, number>;
  externalIds: Set<string>;
}

/** Links read on another thread into columns of its own: positions [from, to) of its table's image. */
export interface LinkBlock {
  image: LinkTableImage;
  from: number;
  to: number;
}

/** What a link added in `slot` met before (`repeated`: in its own table, as lastAddRepeated says), kept for finish. */
function flag({ table, flags, externalIds }: Collected, slot: number, repeated: number, earlier: readonly Collected[]): void {
  // Met before, in this workspace or an earlier one (whose tables are whole): reported in order by finish.
  let flagged = repeated;
  for (const { table: other } of earlier) {
    if (other.slotOfId(table.id(slot)) !== undefined) flagged |= ID_TWICE;
    if (other.slotOfKey(table.valueOf('domain', slot), table.key(slot)) !== undefined) flagged |= KEY_TWICE;
  }
  const externalId = table.externalIdOf(slot);
  if (externalId !== null) {
    if (externalIds.has(externalId)) flagged |= EXTERNAL_ID_TWICE;
    externalIds.add(externalId);
  }
  if (flagged !== 0) flags.set(slot, flagged);
}

const collector: LinkCollector<Collected, LinkBlock> = {
  start: () => ({ table: new LinkTable(), flags: new Map(), externalIds: new Set() }),
  add: (collected, link, earlier) => {
    const slot = collected.table.add(link);
    flag(collected, slot, collected.table.lastAddRepeated, earlier);
  },
  addBlock: (collected, { image, from, to }, earlier, share) => {
    const { first, repeated } = collected.table.appendImage(image, from, to, share);
    for (let i = 0; i < repeated.length; i++) flag(collected, first + i, repeated[i]!, earlier);
  },
};

/**
 * Reads the ndjson form (or the JSON layout, through createJsonLayoutReader) straight into columns: each link is
 * validated as createDatasetRecordReader validates it, added to its workspace's table and let go, so a million
 * links never exist as a million objects at once. The rules across records are checkDataset's, read from the
 * columns, and a bad file is refused with the same problem on the same line. `checkRecords: false`: each
 * record's schema is checked aside (see readDatasetFileInto).
 */
export function createTabledRecordReader({ checkRecords = true }: { checkRecords?: boolean } = {}): RecordSequence<TabledDataset, LinkBlock> {
  return createRecordSequence(checkRecords, collector, (meta, collected, lines) => {
    const seen = nothingSeen();
    const workspaces = collected.map(({ links, ...rest }): TabledWorkspace => ({ ...rest, table: links.table }));
    for (const [w, entry] of workspaces.entries()) {
      const references = checkWorkspaceParts(entry, w, seen);
      const problem = 'reason' in references ? references : checkTabledLinks(entry, w, references, collected[w]!.links.flags);
      if (problem !== undefined) return err(placeProblem(problem, lines));
    }
    return ok({ ...meta, workspaces });
  });
}

/**
 * checkDataset's rules across records, for a dataset already in columns (a state replayed on start, before it is
 * saved): what a schema cannot say (ids and keys unique, references that resolve), found as checkDataset finds it.
 */
export function checkTabledDataset(dataset: TabledDataset): DatasetProblem | undefined {
  const seen = nothingSeen();
  const ids = new Set<string>();
  const keys = new Map<string, Set<string>>();
  for (const [w, entry] of dataset.workspaces.entries()) {
    const references = checkWorkspaceParts(entry, w, seen);
    if ('reason' in references) return references;
    const { table } = entry;
    const flags = new Map<number, number>();
    const externalIds = new Set<string>();
    for (const slot of table.slots()) {
      let flagged = 0;
      const id = table.id(slot);
      if (ids.has(id)) flagged |= ID_TWICE;
      ids.add(id);
      const domain = table.valueOf('domain', slot);
      const onDomain = keys.get(domain) ?? keys.set(domain, new Set()).get(domain)!;
      if (onDomain.has(table.key(slot))) flagged |= KEY_TWICE;
      onDomain.add(table.key(slot));
      const externalId = table.externalIdOf(slot);
      if (externalId !== null) {
        if (externalIds.has(externalId)) flagged |= EXTERNAL_ID_TWICE;
        externalIds.add(externalId);
      }
      if (flagged !== 0) flags.set(slot, flagged);
    }
    const problem = checkTabledLinks(entry, w, references, flags);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

/** A dataset in columns as formatDatasetJson writes it: each link built as it is written, in the table's order. */
export function linkedOf(dataset: TabledDataset): LinkedDataset {
  return {
    ...dataset,
    workspaces: dataset.workspaces.map(({ table, ...entry }) => ({
      ...entry,
      linkCount: table.size,
      linksInOrder: (function* () {
        for (const slot of table.slots()) yield table.link(slot, false)!;
      })(),
    })),
  };
}
