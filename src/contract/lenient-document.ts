import { openapiDocument } from './openapi-document.js';
import type { OpenApiDocument } from './openapi-shape.js';

/** Keywords that encode a gap default at a node marked x-spec-gap; a conformant server may differ on them. */
const DEFAULT_KEYWORDS = [
  'required', 'format', 'pattern', 'propertyNames', 'minimum', 'maximum', 'minLength', 'maxLength',
  'minItems', 'maxItems', 'enum', 'const', 'additionalProperties',
];

/** Gaps about a whole shape the spec does not show, and what is still known of it. */
const SHAPE_GAPS: Record<string, Record<string, unknown>> = {
  // Any shape of error, but not a link: a broken link in a bulk answer must not pass as an error.
  'bulk-link-error': { type: 'object', not: { properties: { shortLink: {} }, required: ['shortLink'] } },
  'count-groupby': {},
};

function relax(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(relax);
  if (node === null || typeof node !== 'object') return node;
  const source = node as Record<string, unknown>;
  const mark = source['x-spec-gap'];
  if (typeof mark === 'string' && 'type' in source === false && '$ref' in source === false && 'properties' in source === false && 'items' in source === false && 'anyOf' in source === false) {
    // A gap on something that is not a schema (a response, a parameter): its schema is relaxed where it is marked.
    return Object.fromEntries(Object.entries(source).map(([key, value]) => [key, relax(value)]));
  }
  const shape = typeof mark === 'string' ? SHAPE_GAPS[mark.split(':')[0]!] : undefined;
  if (shape !== undefined && ('type' in source || 'items' in source)) return { ...shape, description: source.description, 'x-spec-gap': mark };
  const relaxed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (typeof mark === 'string' && DEFAULT_KEYWORDS.includes(key)) continue;
    relaxed[key] = relax(value);
  }
  return relaxed;
}

/**
 * openapi.yaml as the spec profile judges responses: every node marked x-spec-gap keeps its shape but
 * loses the constraints that are linkproof's default rather than the spec's (required fields where the
 * spec does not say whether unset fields appear, timestamp formats, ISO country keys, the LinkError shape…).
 * A response the strict contract refuses but this one accepts differs from the kit only on a gap.
 */
export const lenientDocument: OpenApiDocument = relax(openapiDocument) as OpenApiDocument;
