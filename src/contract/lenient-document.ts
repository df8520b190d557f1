import { openapiDocument } from './openapi-document.js';
import type { OpenApiDocument } from './openapi-shape.js';

type Node = Record<string, unknown>;
/** What a gap leaves open at the schema it marks: the schema a conformant server's answer must still match. */
type Opening = (node: Node) => Node;

const without =
  (...keywords: string[]): Opening =>
  (node) =>
    Object.fromEntries(Object.entries(node).filter(([key]) => !keywords.includes(key)));
/** The gap is about requests or behaviour; what a response must look like stays as the contract says. */
const nothing: Opening = (node) => node;

/** Whether a property's schema admits null: such a field may have no value. */
function admitsNull(schema: unknown): boolean {
  if (schema === null || typeof schema !== 'object') return false;
  const node = schema as Node;
  const type = node.type;
  if (type === 'null' || (Array.isArray(type) && type.includes('null'))) return true;
  return [node.anyOf, node.oneOf].some((list) => Array.isArray(list) && list.some(admitsNull));
}

/** Fields that always have a value though the contract types them nullable (the creator of a link always exists). */
const ALWAYS_PRESENT = new Set(['userId']);

/**
 * What each gap of openapi.yaml opens in a response, and nothing more. A gap id that marks a schema and is
 * not in this table stops the kit at load: every new gap needs a decision here.
 */
export const GAP_OPENINGS: Readonly<Record<string, Opening>> = {
  // How a field without a value appears is not shown: it may be null or absent. A field the contract
  // types as never null (id, key, url, shortLink, the booleans with defaults, tags, counters, createdAt…)
  // always has a value, so it stays required.
  'nullable-fields': (node) => {
    const properties = (node.properties ?? {}) as Node;
    const required = Array.isArray(node.required) ? (node.required as string[]) : [];
    return { ...node, required: required.filter((field) => ALWAYS_PRESENT.has(field) || !admitsNull(properties[field])) };
  },
  // Only expiresAt is shown as ISO-8601: other timestamps are "date and time" in any format.
  'timestamp-format': without('format'),
  'geo-country-format': without('propertyNames'),
  'test-variants': without('minimum', 'maximum'),
  'workspace-roles': without('enum', 'const', 'pattern'),
  'workspace-store-flags': without('additionalProperties', 'propertyNames'),
  'error-doc-url': without('format', 'pattern'),
  // The shape of a LinkError is not shown; it is not a link, so a broken link cannot pass as one.
  'bulk-link-error': (node) => ({ type: 'object', not: { properties: { shortLink: {} }, required: ['shortLink'] }, description: node.description, 'x-spec-gap': node['x-spec-gap'] }),
  // The grouped count's shape is not shown (the plain count is judged on its own: a non-negative integer).
  'count-groupby': (node) => ({ description: node.description, 'x-spec-gap': node['x-spec-gap'] }),
  'plan-limits': nothing,
  'short-link': nothing,
  'url-normalisation': nothing,
  'key-rules': nothing,
  webhooks: nothing,
  // Gaps on request schemas and parameters: the lenient document judges responses only.
  ...Object.fromEntries(
    ['tag-alias', 'tag-color', 'tag-names', 'default-folder', 'conversion-default', 'default-domain', 'whole-numbers', 'key-generation', 'folder-webhook-ids', 'utm', 'link-required-fields', 'unknown-body-fields', 'bulk-whole-request', 'bulk-workspaceId', 'qr-params', 'qr-size-range', 'qr-url-required', 'list-page-params', 'info-params', 'rate-limit', 'auth-tokens', 'qr-content-type', 'success-status', 'list-metadata'].map((id) => [id, nothing]),
  ),
};

const isSchema = (node: Node) => ['type', '$ref', 'properties', 'items', 'anyOf', 'oneOf', 'allOf', 'enum', 'const'].some((key) => key in node);

function relax(node: unknown, path: string): unknown {
  if (Array.isArray(node)) return node.map((item, index) => relax(item, `${path}/${index}`));
  if (node === null || typeof node !== 'object') return node;
  const source = node as Node;
  let opened = source;
  const mark = source['x-spec-gap'];
  if (typeof mark === 'string' && isSchema(source)) {
    const id = mark.split(':')[0]!;
    const opening = GAP_OPENINGS[id];
    if (opening === undefined) throw new Error(`openapi.yaml: ${path} is marked with gap ${id}, which lenient-document.ts does not say how to judge`);
    opened = opening(source);
  }
  return Object.fromEntries(Object.entries(opened).map(([key, value]) => [key, key === 'x-spec-gaps' ? value : relax(value, `${path}/${key}`)]));
}

/**
 * openapi.yaml as the spec profile judges responses: each node marked x-spec-gap is opened exactly as
 * far as its gap allows (GAP_OPENINGS), and everything the spec decides stays strict. A response the
 * strict contract refuses but this one accepts differs from the kit only on a gap.
 */
export function lenientDocument(): OpenApiDocument {
  relaxed ??= relax(openapiDocument, '#') as OpenApiDocument;
  return relaxed;
}

/** Built when first asked for (by the conformance suites), so the mock's start-up does not pay for it. */
let relaxed: OpenApiDocument | undefined;
