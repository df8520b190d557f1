/**
 * The precompiled validators against ajv compiling the same schemas at run time (as the mock did before
 * they were precompiled): on a corpus of valid values and of values broken one field at a time, both
 * report the same violations in the same order, and violation.ts words each as ajv does.
 */
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { datasetRecordSchemas, datasetSchema } from '../dataset/dataset-schema.js';
import { DATASET_RECORD_KINDS, DATASET_SCHEMA_KEY } from '../dataset/dataset.js';
import { buildDataset, generateDatasetRecords } from '../factories/build-dataset.js';
import { createContractAjv } from './contract-ajv.js';
import { CONTRACT_ID } from './contract-ref.js';
import { openapiDocument } from './openapi-document.js';
import { getOperation, operations } from './operations.js';
import { parametersSchema, parametersSchemaKey } from './parameters-schema.js';
import { datasetRecordValidators } from './precompiled-record-validators.js';
import { validatorsByKey, validatorsByPointer } from './precompiled-validators.js';
import { datasetRecordValidator, validatorAt, validatorFor } from './validator-at.js';
import { AJV_MESSAGES, toViolations } from './violation.js';

const runtime = createContractAjv(openapiDocument);
const KEYED: Record<string, object> = {
  ...Object.fromEntries(operations.map((operation) => [parametersSchemaKey(operation.operationId), parametersSchema(getOperation(operation.operationId))])),
  [DATASET_SCHEMA_KEY]: datasetSchema,
};

/** Values of every JSON type, and strings at the edges of the contract's lengths and formats. */
const ODD_VALUES: unknown[] = [
  null, true, 0, -1, 1.5, 101, 1e21, '', 'x', 'not a url', 'https://example.com/a?b=c', 'ftp://x', '2026-02-30T00:00:00Z', '2026-11-01T10:00:00Z',
  'a@b.co', 'a'.repeat(191), 'a'.repeat(32_001), '😀'.repeat(190), '😀'.repeat(191), [], ['x'], [1, 2], {}, { x: 1 }, { url: 'https://a.com', percentage: 50 },
];

/** The value, then copies of it broken in one place: a field removed, replaced by each odd value, or added; two levels deep. */
function* brokenOnce(value: unknown, depth = 2): Generator<unknown> {
  yield value;
  if (depth === 0 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    if (value.length > 0) for (const inner of brokenOnce(value[0], depth - 1)) yield [inner, ...value.slice(1)];
    yield [...value, 'extra'];
    return;
  }
  const object = value as Record<string, unknown>;
  yield { ...object, linkproofUnknownField: 1 };
  for (const key of Object.keys(object)) {
    const { [key]: _removed, ...without } = object;
    yield without;
    for (const odd of ODD_VALUES) yield { ...object, [key]: odd };
    if (depth > 1 && object[key] !== null && typeof object[key] === 'object') {
      for (const inner of brokenOnce(object[key], depth - 1)) yield { ...object, [key]: inner };
    }
  }
}

const example = (name: string) => openapiDocument.components.schemas[name]!.example;
const dataset = buildDataset({ seed: 3, workspaces: 1, links: 2 });
const SEEDS: unknown[] = [
  ...ODD_VALUES,
  example('Link'),
  [example('Link')],
  example('Tag'),
  example('Workspace'),
  { error: { code: 'not_found', message: 'No link.', doc_url: 'https://docs.example/not_found' } },
  { url: 'https://example.com', domain: 'acme.link', key: 'spring', geo: { FR: 'https://fr.example.com' }, tagNames: ['a'], testVariants: [{ url: 'https://a.com', percentage: 50 }, { url: 'https://b.com', percentage: 50 }], expiresAt: '2027-01-01T00:00:00Z' },
  { url: 'https://example.com', testVariants: Array.from({ length: 5 }, () => ({ url: 'https://a.com', percentage: 20 })) },
  Array.from({ length: 101 }, () => ({ url: 'https://example.com' })),
  [{ url: 'https://example.com' }, { link: { url: 'x' }, error: 'Invalid URL', code: 'unprocessable_entity' }],
  [{ domain: 'acme.link', _count: 2 }],
  { query: { pageSize: 10, page: 0, sortBy: 'title', tagIds: ['a', 'b'], url: 'x', level: 'Z', fgColor: 'red', size: 5000 }, path: { linkId: 'ext_1', idOrSlug: '' } },
  dataset,
  ...generateDatasetRecords({ seed: 3, workspaces: 1, links: 2 }),
];
const CORPUS = SEEDS.flatMap((seed) => [...brokenOnce(seed)]);

function runtimeValidator(entry: { pointer: string } | { key: string; schema: object }): ValidateFunction {
  if ('pointer' in entry) return runtime.compile({ $ref: `${CONTRACT_ID}${entry.pointer}` });
  return runtime.compile({ $id: `${CONTRACT_ID}/${entry.key}`, ...entry.schema });
}

const ENTRIES = [
  ...Object.keys(validatorsByPointer).map((pointer) => ({ name: pointer, pointer, precompiled: validatorAt(pointer) })),
  ...Object.keys(validatorsByKey).map((key) => ({ name: key, key, schema: KEYED[key]!, precompiled: validatorFor(key) })),
  ...Object.keys(datasetRecordValidators).map((kind) => ({
    name: `dataset record ${kind}`,
    key: `dataset-record-${kind}`,
    schema: datasetRecordSchemas[kind as (typeof DATASET_RECORD_KINDS)[number]],
    precompiled: datasetRecordValidator(kind),
  })),
];

describe('the precompiled validators', () => {
  it('cover every keyed schema the runtime builds', () => {
    expect(Object.keys(validatorsByKey).sort()).toEqual(Object.keys(KEYED).sort());
    expect(Object.keys(datasetRecordValidators).sort()).toEqual([...DATASET_RECORD_KINDS].sort());
  });

  const failedKeywords = new Set<string>();

  it.each(ENTRIES)('$name: the same violations as ajv compiling it at run time, worded as ajv words them', (entry) => {
    const compiled = runtimeValidator(entry);
    const differences: unknown[] = [];
    let rejected = 0;
    for (const value of CORPUS) {
      const valid = compiled(value);
      const expected = valid ? [] : toViolations(compiled.errors);
      const actual = entry.precompiled(value) ? [] : toViolations(entry.precompiled.errors);
      if (JSON.stringify(actual) !== JSON.stringify(expected)) differences.push({ value, expected, actual });
      if (valid) continue;
      rejected++;
      for (const error of compiled.errors ?? []) {
        failedKeywords.add(error.keyword);
        const words = AJV_MESSAGES[error.keyword];
        const worded = words?.(error.params as Record<string, unknown>, error.keyword);
        if (worded !== undefined && worded !== error.message) differences.push({ value, ajv: error.message, worded });
      }
    }
    expect(differences.slice(0, 3)).toEqual([]);
    expect(rejected).toBeGreaterThan(0);
  });

  it('were compared on values that fail every keyword the contract can fail with', () => {
    expect([...failedKeywords].sort()).toEqual(['additionalProperties', 'anyOf', 'const', 'enum', 'format', 'maxItems', 'maxLength', 'maximum', 'minItems', 'minLength', 'minimum', 'oneOf', 'pattern', 'propertyNames', 'required', 'type']);
  });

  it('throw naming a pointer or key that was not precompiled (a bug: the generator must list it)', () => {
    expect(() => validatorAt('#/components/schemas/Nope')).toThrow('#/components/schemas/Nope');
    expect(() => validatorFor('parameters/nope')).toThrow('parameters/nope');
    expect(() => datasetRecordValidator('nope')).toThrow('dataset record nope');
  });
});
