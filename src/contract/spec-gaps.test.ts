import { describe, expect, it } from 'vitest';
import { GAP_OPENINGS, lenientDocument } from './lenient-document.js';
import { specGapMarks, specGaps } from './spec-gaps.js';

/** The gap ids of shared/design/gaps.md: every one must be recorded in openapi.yaml. */
const DESIGN_GAP_IDS = [
  'geo-country-format', 'timestamp-format', 'workspace-roles', 'workspace-store-flags', 'transitions',
  'success-status', 'link-required-fields', 'url-normalisation', 'bulk-workspaceId', 'bulk-link-error',
  'bulk-whole-request', 'list-page-params', 'list-metadata', 'info-params', 'count-groupby', 'qr-params',
  'qr-content-type', 'auth-tokens', 'auth-scopes', 'auth-header', 'workspace-access', 'error-mapping',
  'error-doc-url', 'key-rules', 'key-generation', 'tag-names', 'tag-color', 'folder-webhook-ids',
  'test-variants', 'utm', 'ids', 'short-link', 'default-domain', 'plan-limits', 'paid-features',
  'rate-limit', 'webhooks', 'versioning', 'default-dataset-time', 'link-access', 'unknown-query-params',
  'unknown-body-fields', 'tag-alias', 'conversion-default', 'empty-filter-values',
];

describe('x-spec-gaps', () => {
  const ids = specGaps.map((gap) => gap.id);

  it('says for every gap how the spec profile judges it, and builds the lenient document (no gap left unjudged)', () => {
    expect([...new Set(specGapMarks().map((mark) => mark.id))].filter((id) => !(id in GAP_OPENINGS))).toEqual([]);
    expect(() => lenientDocument()).not.toThrow();
  });

  it('records every gap of the design document', () => {
    expect(DESIGN_GAP_IDS.filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('has unique ids, each with what the spec leaves open and the default', () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const gap of specGaps) {
      expect(gap.spec, gap.id).toMatch(/\S/);
      expect(gap.default, gap.id).toMatch(/\S/);
    }
  });

  it('every mark in place names a listed gap', () => {
    const unknown = specGapMarks().filter((mark) => !ids.includes(mark.id));
    expect(unknown).toEqual([]);
  });

  it('every gap that has a place in the document is marked there', () => {
    // Gaps about behaviour with no single place in the document (how tokens are issued, what errors
    // mean per operation, which ids look how, …) are recorded only in the top-level list.
    const documentWide = new Set([
      'transitions', 'auth-scopes', 'auth-header', 'workspace-access', 'link-access', 'error-mapping', 'ids', 'plan-limits',
      'paid-features', 'versioning', 'tag-names', 'unknown-query-params', 'default-dataset-time',
      // How every filter of list and count reads an empty value: no one parameter's.
      'empty-filter-values',
      // What a visit to a short link does: behaviour of the service, not of an operation of the API.
      'short-link-resolution', 'not-found-url', 'password-gate', 'targeting-order', 'test-window', 'click-counting',
    ]);
    const marked = new Set(specGapMarks().map((mark) => mark.id));
    expect(ids.filter((id) => !marked.has(id) && !documentWide.has(id))).toEqual([]);
  });

  it('marks each gap where it applies', () => {
    const where = (id: string) => specGapMarks().filter((mark) => mark.id === id).map((mark) => mark.pointer);
    expect(where('list-page-params')).toEqual([
      '#/paths/~1links/get/parameters/11',
      '#/paths/~1links/get/parameters/12',
      '#/paths/~1links/get/parameters/13',
      '#/paths/~1links/get/parameters/14',
    ]);
    expect(where('info-params')).toEqual(['#/paths/~1links~1info/get']);
    expect(where('bulk-link-error')).toEqual(['#/components/schemas/LinkError']);
  });
});
