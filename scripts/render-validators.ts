/**
 * Renders src/contract/precompiled-validators.ts and precompiled-record-validators.ts: every validator the mock and the public validators use,
 * compiled by ajv at `npm run generate` into standalone code (https://ajv.js.org/standalone.html), so that
 * the runtime needs no ajv compiler (nor `new Function`, which a strict Content-Security-Policy forbids).
 */
import { _ } from 'ajv/dist/2020.js';
import { resolveRef, SchemaEnv } from 'ajv/dist/compile/index.js';
import { schemaHasRulesButRef } from 'ajv/dist/compile/util.js';
import standaloneCodeModule from 'ajv/dist/standalone/index.js';
import { createContractAjv } from '../src/contract/contract-ajv.js';
import { CONTRACT_ID } from '../src/contract/contract-ref.js';
import { isJsonMediaType } from '../src/contract/media-type.js';
import type { OpenApiDocument } from '../src/contract/openapi-shape.js';
import { operations } from '../src/contract/operations.js';
import { parametersSchema, parametersSchemaKey } from '../src/contract/parameters-schema.js';
import { escapePointerSegment } from '../src/contract/resolve-ref.js';
import { requestBodySchemaPointer, responseSchemaPointer } from '../src/contract/schema-pointers.js';
import { AJV_MESSAGES } from '../src/contract/violation.js';
import { datasetRecordSchemas, datasetSchema } from '../src/dataset/dataset-schema.js';
import { DATASET_RECORD_KINDS, DATASET_SCHEMA_KEY } from '../src/dataset/dataset.js';

// ajv's standalone module is CommonJS; its typings declare an ES default export.
const standaloneCode = standaloneCodeModule as unknown as typeof standaloneCodeModule.default;

/** Pointers validated outside validate-request-body and validate-response. */
const ALSO_PRECOMPILED = [
  // bulk-create-links.ts checks each element of a bulk request on its own.
  '#/components/schemas/CreateLinkRequest',
];

/** Every schema pointer of openapi.yaml the runtime asks validatorAt for. */
function documentPointers(): string[] {
  const pointers = new Set(ALSO_PRECOMPILED);
  for (const operation of operations) {
    for (const mediaType of Object.keys(operation.requestBody?.content ?? {})) {
      if (isJsonMediaType(mediaType)) pointers.add(requestBodySchemaPointer(operation, mediaType));
    }
    for (const [status, response] of Object.entries(operation.responses)) {
      for (const mediaType of Object.keys(response.content ?? {})) {
        if (isJsonMediaType(mediaType)) pointers.add(responseSchemaPointer(operation, status, mediaType));
      }
    }
  }
  return [...pointers].sort();
}

/**
 * The two modules rendered: the contract's validators (precompiled-validators.ts, in every bundle: compiled for size),
 * and the dataset records' (precompiled-record-validators.ts, read by the ndjson reader only: compiled for speed).
 */
export type ValidatorModule = 'contract' | 'records';

/** Where the runtime looks a schema built from the contract up: validatorFor, or datasetRecordValidator by kind. */
type KeyedTable = 'validatorsByKey' | 'datasetRecordValidators';

/** Every schema built from the contract that the runtime validates with, by table and key. */
function keyedSchemas(): { table: KeyedTable; key: string; schema: object }[] {
  return [
    ...operations.map((operation) => ({ table: 'validatorsByKey' as const, key: parametersSchemaKey(operation.operationId), schema: parametersSchema(operation) })),
    { table: 'validatorsByKey', key: DATASET_SCHEMA_KEY, schema: datasetSchema },
    ...DATASET_RECORD_KINDS.map((kind) => ({ table: 'datasetRecordValidators' as const, key: kind, schema: datasetRecordSchemas[kind] })),
  ];
}

/** Keywords that annotate a schema and never change what it accepts (OpenAPI's `x-` extensions too). */
const ANNOTATIONS = new Set(['title', 'description', 'default', 'example', 'examples', 'deprecated', 'readOnly', 'writeOnly', '$comment']);
/** Keywords whose value is a map of subschemas, a subschema, or a list of subschemas (JSON Schema 2020-12). */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
const SCHEMA_VALUES = new Set(['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedProperties', 'unevaluatedItems', 'contentSchema']);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);

/** Keywords that report no error of their own: their subschemas do. Every other keyword must be in AJV_MESSAGES. */
const SILENT_KEYWORDS = new Set(['$ref', '$defs', '$id', '$schema', 'properties', 'items', 'allOf', ...ANNOTATIONS]);
/**
 * Keywords whose bookkeeping (which properties and items were evaluated, dynamic scopes) is switched off
 * below, because no schema of the contract uses them.
 */
const UNTRACKED_KEYWORDS = new Set(['unevaluatedProperties', 'unevaluatedItems', '$dynamicRef', '$dynamicAnchor', '$recursiveRef', '$recursiveAnchor']);

/**
 * A schema without its annotations, which ajv would otherwise carry into the code as data (error params
 * quote the schema); `used` collects the keywords it keeps.
 */
function schemaWithoutAnnotations(schema: unknown, used: Set<string>): unknown {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const kept = Object.entries(schema).filter(([keyword]) => !ANNOTATIONS.has(keyword) && !keyword.startsWith('x-'));
  return Object.fromEntries(
    kept.map(([keyword, value]) => {
      used.add(keyword);
      const sub = (child: unknown) => schemaWithoutAnnotations(child, used);
      if (SCHEMA_MAPS.has(keyword)) return [keyword, Object.fromEntries(Object.entries(value as object).map(([name, child]) => [name, sub(child)]))];
      if (SCHEMA_VALUES.has(keyword)) return [keyword, sub(value)];
      if (SCHEMA_LISTS.has(keyword)) return [keyword, (value as unknown[]).map(sub)];
      return [keyword, value];
    }),
  );
}

/** The document with the annotations of its schemas removed: those of `components.schemas`, `$defs` and each `schema`. */
function withoutAnnotations(node: unknown, used: Set<string>, key = ''): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutAnnotations(item, used));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([name, value]) => [
      name,
      name === 'schema' || key === 'schemas' || key === '$defs' ? schemaWithoutAnnotations(value, used) : withoutAnnotations(value, used, name),
    ]),
  );
}

/** The value at a local JSON pointer of a document. */
function nodeAt(document: object, pointer: string): unknown {
  let node: unknown = document;
  for (const segment of pointer.slice(2).split('/')) {
    node = (node as Record<string, unknown> | undefined)?.[segment.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return node;
}

/** `schemaPath:"#/properties/url/type",` in an error object ajv builds (a JSON string literal). */
const SCHEMA_PATH = /schemaPath:"(?:[^"\\]|\\.)*",/g;

/**
 * Renders the module. The keyed schemas join the document under `$defs`, and every validator is taken
 * from the document's own reference cache (resolveRef), so a schema that several entries use (Link, the
 * error responses) is compiled once and shared, as in a single ajv compilation.
 *
 * What keeps the code small (a browser bundle carries all of it): annotations are left out of the schemas;
 * `required` is a loop (in the contract's module: the records' checks each by name, for speed); error objects
 * hold only what toViolations reads (instancePath, keyword, params:
 * no message texts, which violation.ts words as ajv does, and no schemaPath); and no code tracks evaluated
 * properties, which only the keywords of UNTRACKED_KEYWORDS need.
 */
export function renderValidators(document: OpenApiDocument, doNotEdit: string, part: ValidatorModule = 'contract'): string {
  const keyed = keyedSchemas();
  const used = new Set<string>();
  const $defs = Object.fromEntries(keyed.map(({ table, key, schema }) => [`${table}/${key}`, schema]));
  const contract = withoutAnnotations({ ...document, $defs }, used) as OpenApiDocument;
  const unworded = [...used].filter((keyword) => !SILENT_KEYWORDS.has(keyword) && !(keyword in AJV_MESSAGES));
  if (unworded.length > 0) throw new Error(`violation.ts's AJV_MESSAGES does not word ${unworded.join(', ')}: add ajv's message for it`);
  const untracked = [...used].filter((keyword) => UNTRACKED_KEYWORDS.has(keyword));
  if (untracked.length > 0) throw new Error(`A schema uses ${untracked.join(', ')}: render-validators.ts must stop switching off evaluated-property tracking`);

  const ajv = createContractAjv(contract, {
    code: {
      source: true,
      esm: true,
      lines: true,
      formats: _`schemaFormats`,
    },
    messages: false,
    // The records' validators run a million times over in a row (an ndjson file read): each required property
    // checked by name, as ajv does by default, is faster than a loop over their names (3.5 to 2.2 µs a link).
    loopRequired: part === 'records' ? Number.POSITIVE_INFINITY : 2,
  });
  // Ajv2020 always generates the bookkeeping of unevaluated*/$dynamicRef; none is used (checked above).
  ajv.opts.unevaluated = false;
  ajv.opts.dynamicRef = false;
  ajv.getSchema(CONTRACT_ID);
  const root = ajv.schemas[CONTRACT_ID];
  if (!(root instanceof SchemaEnv)) throw new Error('ajv did not compile the contract');

  /** A pointer whose schema is only a `$ref` compiles to its target's validator: ajv's own rule (getJsonPointer). */
  const canonical = (pointer: string): string => {
    const node = nodeAt(contract, pointer) as { $ref?: unknown } | undefined;
    if (node === undefined) throw new Error(`openapi.yaml has nothing at ${pointer}`);
    if (typeof node.$ref !== 'string' || schemaHasRulesButRef(node, ajv.RULES)) return pointer;
    return canonical(node.$ref.startsWith(CONTRACT_ID) ? node.$ref.slice(CONTRACT_ID.length) : node.$ref);
  };

  const exportOf = new Map<string, string>();
  const refs: Record<string, string> = {};
  const entry = (pointer: string): string => {
    const target = canonical(pointer);
    let name = exportOf.get(target);
    if (name !== undefined) return name;
    name = `validator${exportOf.size}`;
    exportOf.set(target, name);
    const resolved = resolveRef.call(ajv, root, CONTRACT_ID, `${CONTRACT_ID}${target}`);
    if (resolved instanceof SchemaEnv) {
      // Where standaloneCode looks a validator up (ajv.getSchema), without compiling it a second time.
      ajv.refs[`precompiled:${name}`] = resolved;
      refs[name] = `precompiled:${name}`;
    } else {
      // ajv inlines a schema without references where it is used; this entry gets a function of its own.
      refs[name] = `${CONTRACT_ID}${target}`;
    }
    return name;
  };
  const byPointer = part === 'contract' ? documentPointers().map((pointer) => [pointer, entry(pointer)] as const) : [];
  const byKey = (wanted: KeyedTable) =>
    keyed
      .filter(({ table }) => table === wanted)
      .map(({ table, key }) => [key, entry(`#/$defs/${escapePointerSegment(`${table}/${key}`)}`)] as const)
      .sort(([a], [b]) => (a < b ? -1 : 1));
  const byOwnKey = part === 'contract' ? byKey('validatorsByKey') : [];
  const byRecordKind = part === 'records' ? byKey('datasetRecordValidators') : [];

  // ajv has no option to leave schemaPath out of its error objects (code.process does not reach standalone code).
  let code = standaloneCode(ajv, refs).replace(/^"use strict";\n/, '').replace(SCHEMA_PATH, '');
  if (code.includes('schemaPath')) throw new Error('an error object of the standalone code still has a schemaPath');
  for (const name of Object.keys(refs)) {
    if (!code.includes(`export const ${name} = `)) throw new Error(`the standalone code has no ${name}`);
    code = code.replace(`export const ${name} = `, `const ${name} = `);
  }
  const imports = ["import type { PrecompiledValidator } from './validator-at.js';", "import { schemaFormats } from './schema-formats.js';"];
  // ajv's runtime helpers are CommonJS with only a default export; their ES module equivalents here.
  for (const [required, name] of [['require("ajv/dist/runtime/ucs2length").default', 'ucs2length']] as const) {
    if (!code.includes(required)) continue;
    code = code.replaceAll(required, name);
    imports.push(`import { ${name} } from './${name}.js';`);
  }
  const leftover = /require\([^)]*\)/.exec(code);
  if (leftover !== null) throw new Error(`ajv's standalone code requires ${leftover[0]}, which has no ES module equivalent here`);

  const table = (rows: readonly (readonly [string, string])[]) => rows.map(([at, name]) => `  ${JSON.stringify(at)}: ${name},\n`).join('');
  const head = doNotEdit + '// @ts-nocheck: ajv standalone code (JavaScript); the tables at the end are typed.\n' + `${imports.join('\n')}\n\n` + `${code.trim()}\n\n`;
  if (part === 'records') {
    return (
      head +
      '/**\n * The validator of each kind of record of the ndjson dataset form: a module apart, so that a bundle without the\n * ndjson reader (a browser\'s) leaves them out, and compiled for speed rather than size (see render-validators.ts).\n */\n' +
      `export const datasetRecordValidators: Readonly<Record<string, PrecompiledValidator>> = {\n${table(byRecordKind)}};\n`
    );
  }
  return (
    head +
    '/** The validator of each schema of openapi.yaml the runtime validates with, by its JSON pointer. */\n' +
    `export const validatorsByPointer: Readonly<Record<string, PrecompiledValidator>> = {\n${table(byPointer)}};\n\n` +
    '/** The validator of each schema built from the contract (parameters of an operation, the dataset file), by key. */\n' +
    `export const validatorsByKey: Readonly<Record<string, PrecompiledValidator>> = {\n${table(byOwnKey)}};\n`
  );
}
