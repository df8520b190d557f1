/**
 * What real traffic through `linkproof proxy` can show of each mutant (suites/mutants.ts). By default, a
 * failure naming one of the rules of the check that catches the mutant. Here: the mutants the proxy names by
 * another rule it truly breaks, and those passive traffic cannot expose, each with why (the README lists them).
 */
export type PassiveExposure = { rules: readonly string[] } | { unexposable: string };

const REFUSAL = 'a refusal of a valid request: the proxy cannot tell a refusal for the value from one for a reason the spec leaves open (which condition yields which code is not shown)';
const VISIT = 'a visit to a short link goes to the link\'s domain, not through a proxy in front of the API';
const STATE = 'which links were deleted earlier is state the proxy does not keep';

export const PASSIVE_EXPOSURE: Readonly<Record<string, PassiveExposure>> = {
  'count ignores the search filter': { rules: ['count.number'] },
  'count includes archived links': { rules: ['count.number'] },
  'archived flag dropped at create': { rules: ['create.accepts-valid'] },
  '401 answered as a bare message': { rules: ['errors.shape'] },
  'every create answered 403': { rules: ['workspace.total-links', 'auth.required', 'bulk.results'] },
  'pages off by one (page 1 is the second page)': { rules: ['list.pages', 'list.search', 'list.filters'] },
  'tagIds reads only the first of several ids': { rules: ['list.filters', 'list.search'] },
  'tagNames reads only the last of several names': { rules: ['list.filters', 'list.search'] },
  'a JSON number as a body answered 500': { rules: ['errors.no-5xx'] },
  'a duplicate key answered 200 instead of refused': { rules: ['link.shape'] },
  'page size 101 accepted (clamped to 100)': { unexposable: "the page size's name is a gap: the proxy judges its limits only under a name the traffic showed the server honours (a page of exactly N when a count showed more), and conform's traffic never shows that" },
  'page size 0 accepted': { unexposable: "the page size's name is a gap, as for 101" },
  "another workspace's details served to any token": { unexposable: 'GET /workspaces acts for the user, who may belong to several workspaces: which ones is not in the traffic' },
  "another workspace's link deleted by ext_": { unexposable: "the deleting credential's workspace is not known from the traffic when it never was answered a link" },
  'tag names matched case-sensitively': { unexposable: REFUSAL },
  'groupBy answered 422': { unexposable: REFUSAL },
  'the deprecated tagId filter refused': { unexposable: REFUSAL },
  'the deprecated publicStats field refused': { unexposable: REFUSAL },
  'a url of 32000 characters refused': { unexposable: REFUSAL },
  'keyLength 3 refused': { unexposable: REFUSAL },
  'a key of 190 characters refused': { unexposable: REFUSAL },
  'an externalId of 255 characters refused': { unexposable: REFUSAL },
  '4 test variants refused': { unexposable: REFUSAL },
  'a tag name of 50 characters refused': { unexposable: REFUSAL },
  'a page size of 100 refused': { unexposable: REFUSAL },
  'a bulk request of 100 links refused': { unexposable: REFUSAL },
  'a valid token refused': { unexposable: 'whether a token is valid is not in the traffic: a 401 is what an invalid one gets' },
  'a slow count (2 s)': { unexposable: 'how long is too long is the client\'s to say: the proxy forwards the answer whenever it comes' },
  'a QR logo drawn without a paid plan': { unexposable: 'seeing the logo needs the same QR code asked for without it, which traffic seldom does' },
  'trackConversion defaults to true': { unexposable: "the default follows the workspace's conversionEnabled, which the traffic shows only when a client reads its workspace" },
  'sortBy dropped when a search narrows the list': { unexposable: "the run's searched lists sorted by a counter are sort_by_clicks_orders_the_list's, which visits short links; without visits their counters are equal, and an order of equals shows nothing" },
  "a redirect that drops the destination's query": { unexposable: VISIT },
  'an expired link still redirects to its url': { unexposable: VISIT },
  'an expired link sent to the not-found page, not to expiredUrl': { unexposable: VISIT },
  'every link with an expiredUrl sent to it, expired or not': { unexposable: VISIT },
  'iOS and Android targeting ignored': { unexposable: VISIT },
  'iOS and Android destinations swapped': { unexposable: VISIT },
  'the password not asked for': { unexposable: VISIT },
  'the password checked in the browser, the destination in the page': { unexposable: VISIT },
  'clicks never counted': { unexposable: VISIT },
  'each visit counted twice': { unexposable: VISIT },
  'lastClicked never set': { unexposable: VISIT },
  'lastClicked set to the epoch': { unexposable: VISIT },
  'an expired link sends an iPhone to its ios destination': { unexposable: VISIT },
  'an iPhone skips the password gate': { unexposable: VISIT },
  'a null body on a create answered 500': { rules: ['errors.no-5xx'] },
  'a JSON body with a charset in its content type refused': { unexposable: REFUSAL },
  'a boolean sent as text read as truthy ("false" is true)': { unexposable: 'the request is not valid (a boolean sent as text): the proxy judges what is answered to valid requests, and leaves an invalid one to conform' },
  "a bulk element's prefix ignored": { unexposable: 'the proxy judges a generated key against its prefix in single creates only' },
  "a deleted link's domain and key stay taken (409)": { unexposable: STATE },
  "a deleted link's second delete answered 200": { unexposable: STATE },
  'externalIds unique across every workspace, not within each': { unexposable: 'a 409 is what a taken externalId gets: that the link holding it is another workspace\'s is not in the traffic' },
  'a page that is no number read as page 1': { unexposable: "the page's name is a gap, as for the page size" },
  'withTags=false filters as withTags=true': { unexposable: 'the proxy judges a filter where the traffic shows what it keeps; withTags=false keeps every link, which it does not compare with an unfiltered list' },
};
