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
import { defaultPageIsFirstOf50, pageLimitsRejected } from './page-limits.js';
import { filterSubsets, scenarioChecks, tagAndBulkChecks } from './scenarios.js';
import { exchangeRuleChecks } from './exchange-rules.js';
import { countGroupByAccepted } from './count-group-by.js';
import { deletingFreesTheLink } from './deleting-frees-the-link.js';
import { linkFieldChecks } from './link-fields.js';
import { limitsAcceptedAtTheBoundary } from './limits-at-boundary.js';
import { malformedBodiesRefused } from './malformed-bodies.js';
import { searchAndDeprecatedFilterChecks } from './search-and-deprecated-filters.js';
import { sortByOrdersTheList } from './sort-by.js';
import { sortByClicksOrdersTheList } from './sort-by-clicks.js';
import { randomTagColourAllowed } from './tag-colour.js';
import { statefulModel } from './stateful-model.js';
import { workspaceChecks } from './workspace.js';
import { shortLinkRedirectsToUrl } from './short-link-redirects-to-url.js';
import { expiredLinkRedirectsToExpiredUrl } from './expired-link-redirects-to-expired-url.js';
import { deviceTargetingRedirectsIosAndAndroid } from './device-targeting-redirects-ios-and-android.js';
import { passwordGateWithholdsDestination } from './password-gate-withholds-destination.js';
import { clicksGrowAfterAVisit } from './clicks-grow-after-a-visit.js';

/** Every check of the kit, in the order a run reports them. */
export const allChecks: readonly Check[] = [
  ...responseConformanceChecks,
  authenticationRequired,
  qrWithoutCredentials,
  validLinksAccepted,
  limitRejection,
  limitsAcceptedAtTheBoundary,
  pageLimitsRejected,
  defaultPageIsFirstOf50,
  defaultSortIsDescending,
  pagesPartitionTheList,
  discoveredChoicesMatchTheKit,
  malformedBodiesRefused,
  sortByOrdersTheList,
  ...fieldSemanticsChecks,
  ...linkFieldChecks,
  ...scenarioChecks,
  deletingFreesTheLink,
  ...tagAndBulkChecks,
  filterSubsets,
  ...searchAndDeprecatedFilterChecks,
  countGroupByAccepted,
  randomTagColourAllowed,
  statefulModel,
  ...workspaceChecks,
  workspaceIsolation,
  ...qrChecks,
  // What a visit to a short link does: run with --resolve-short-links, else not requested.
  shortLinkRedirectsToUrl,
  expiredLinkRedirectsToExpiredUrl,
  deviceTargetingRedirectsIosAndAndroid,
  passwordGateWithholdsDestination,
  clicksGrowAfterAVisit,
  sortByClicksOrdersTheList,
  // Last: they judge every exchange of the run, whichever check sent it.
  ...exchangeRuleChecks,
];
