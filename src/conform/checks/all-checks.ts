import type { Check } from '../check.js';
import { authenticationRequired, qrWithoutCredentials } from './authentication.js';
import { fieldSemanticsChecks } from './field-semantics.js';
import { workspaceIsolation } from './isolation.js';
import { limitRejection } from './limit-rejection.js';
import { validLinksAccepted } from './positive-data.js';
import { qrChecks } from './qr-code.js';
import { responseConformanceChecks } from './response-conformance.js';
import { discoveredChoicesMatchTheKit } from './discovered-choices.js';
import { defaultSortIsDescending, pagesPartitionTheList } from './list-order.js';
import { defaultPageSizeIs50, pageLimitsRejected } from './page-limits.js';
import { filterSubsets, scenarioChecks, tagAndBulkChecks } from './scenarios.js';
import { exchangeRuleChecks } from './exchange-rules.js';
import { statefulModel } from './stateful-model.js';
import { workspaceChecks } from './workspace.js';

/** Every check of the kit, in the order a run reports them. */
export const allChecks: readonly Check[] = [
  ...responseConformanceChecks,
  authenticationRequired,
  qrWithoutCredentials,
  validLinksAccepted,
  limitRejection,
  pageLimitsRejected,
  defaultPageSizeIs50,
  defaultSortIsDescending,
  pagesPartitionTheList,
  discoveredChoicesMatchTheKit,
  ...fieldSemanticsChecks,
  ...scenarioChecks,
  ...tagAndBulkChecks,
  filterSubsets,
  statefulModel,
  ...workspaceChecks,
  workspaceIsolation,
  ...qrChecks,
  // Last: they judge every exchange of the run, whichever check sent it.
  ...exchangeRuleChecks,
];
