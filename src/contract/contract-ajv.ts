import { Ajv2020, type Options } from 'ajv/dist/2020.js';
import { CONTRACT_ID } from './contract-ref.js';
import type { OpenApiDocument } from './openapi-shape.js';
import { schemaFormats } from './schema-formats.js';

/** Keywords of OpenAPI documents that are not JSON Schema vocabulary; ajv must know them in strict mode. */
const OPENAPI_KEYWORDS = [
  'openapi',
  'info',
  'servers',
  'security',
  'tags',
  'paths',
  'components',
  'example',
  'x-spec-gap',
  'x-spec-gaps',
];

/**
 * An ajv (JSON Schema 2020-12) that knows a copy of openapi.yaml under CONTRACT_ID, with the contract's
 * formats and every error of a value (`allErrors`). The one place its options are set: the conformance
 * side compiles with it at run time, `npm run generate` precompiles the mock's validators with it, so both
 * report the same violations. `options` adds code-generation options; it never changes what is valid.
 * Node only in practice: it carries ajv's compiler.
 */
export function createContractAjv(document: OpenApiDocument, options: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false, allowUnionTypes: true, ...options });
  for (const [name, format] of Object.entries(schemaFormats)) ajv.addFormat(name, format);
  for (const keyword of OPENAPI_KEYWORDS) ajv.addKeyword(keyword);
  ajv.addSchema({ ...document, $id: CONTRACT_ID });
  return ajv;
}
