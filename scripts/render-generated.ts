/**
 * Renders the files generated from openapi.yaml. `scripts/generate.ts` writes them and its
 * `--check` mode (and a test) compare them with what is checked in, so a stale file fails CI.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import ts from 'typescript';
import { gzipSync, strToU8 } from 'fflate';
import { parse } from 'yaml';
import { buildDataset } from '../src/factories/build-dataset.js';
import { DEFAULT_DATASET_OPTIONS } from '../src/factories/default-dataset.js';
import { renderValidators } from './render-validators.js';

export const CONTRACT_FILE = fileURLToPath(new URL('../openapi.yaml', import.meta.url));

export interface GeneratedFile {
  /** Path relative to the repository root. */
  path: string;
  contents: string;
}

const DO_NOT_EDIT =
  '// Generated from openapi.yaml by `npm run generate`. Do not edit: change openapi.yaml and regenerate.\n';

const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));

/** Types of every path, operation and schema, by openapi-typescript. */
async function renderTypes(source: string): Promise<string> {
    // defaultNonNullable would make every field with a default required, so a request body would have to
  // send keyLength, archived, … that the contract lets it omit.
  // A binary body (the QR code's image) is a Blob, as the typed client reads it (createClient's GET /qr), not a string.
  const ast = await openapiTS(source, { silent: true, defaultNonNullable: false, transform: (schema) => (schema.format === 'binary' ? BLOB : undefined) });
  return DO_NOT_EDIT + COMMENT_HEADER + astToString(ast);
}

/** A value as JSON, gzip-compressed (fflate, level 9, mtime 0: the same bytes every time) and base64-encoded, for unpackJson. */
function packJson(value: unknown): string {
  return Buffer.from(gzipSync(strToU8(JSON.stringify(value)), { level: 9, mtime: 0 })).toString('base64');
}

/**
 * The document as a module, so the runtime reads the contract without a file system or a YAML
 * parser (the mock core runs in browsers too). Packed: a browser bundle of the mock carries 17 KB for it
 * instead of 55 KB of object literal; the control plane and /docs need all of it, descriptions included.
 */
function renderDocument(source: string): string {
  return (
    DO_NOT_EDIT +
    "import { unpackJson } from '../unpack-json.js';\n" +
    "import type { OpenApiDocument } from './openapi-shape.js';\n\n" +
    '/** openapi.yaml, parsed (shipped as JSON, gzip-compressed, base64-encoded). */\n' +
    `export const openapiDocument = unpackJson(\n  '${packJson(parse(source))}',\n) as OpenApiDocument;\n`
  );
}

/**
 * The default dataset (that of fixtures/default.json) as data, gzip-compressed and base64-encoded, so the
 * runtime starts from it without faker and a browser bundle carries 46 KB instead of 300 KB of JSON.
 */
function renderDefaultDataset(): string {
  const packed = packJson(buildDataset(DEFAULT_DATASET_OPTIONS));
  return (
    DO_NOT_EDIT.replace('from openapi.yaml', 'from src/factories/default-dataset.ts').replace('change openapi.yaml', 'change the factories') +
    '\n/** fixtures/default.json\'s dataset, as JSON, gzip-compressed (fflate, mtime 0), base64-encoded. */\n' +
    `export const DEFAULT_DATASET_GZIP_BASE64 =\n  '${packed}';\n`
  );
}

export async function renderGenerated(): Promise<GeneratedFile[]> {
  const source = await readFile(CONTRACT_FILE, 'utf8');
  return [
    { path: 'src/contract/openapi-types.ts', contents: await renderTypes(source) },
    { path: 'src/contract/openapi-document.ts', contents: renderDocument(source) },
    { path: 'src/dataset/default-dataset-data.ts', contents: renderDefaultDataset() },
    { path: 'src/contract/precompiled-validators.ts', contents: renderValidators(parse(source), DO_NOT_EDIT) },
    { path: 'src/contract/precompiled-record-validators.ts', contents: renderValidators(parse(source), DO_NOT_EDIT, 'records') },
  ];
}
