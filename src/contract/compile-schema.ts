import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import formatsPlugin from 'ajv-formats';
import { lenientDocument } from './lenient-document.js';
import { openapiDocument } from './openapi-document.js';

/** The id under which the whole of openapi.yaml is known to ajv; a schema anywhere in it is `${CONTRACT_ID}#<pointer>`. */
const CONTRACT_ID = 'https://linkproof.dev/openapi.json';

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

// ajv-formats is a CommonJS module whose typings declare an ES default export.
const addFormats = formatsPlugin as unknown as typeof formatsPlugin.default;

const instances = new Map<'strict' | 'lenient', Ajv2020>();

/**
 * The ajv instance that knows openapi.yaml, or (lenient) the copy of it the spec profile judges by, in
 * which gap defaults are relaxed.
 */
function instance(variant: 'strict' | 'lenient' = 'strict'): Ajv2020 {
  const known = instances.get(variant);
  if (known !== undefined) return known;
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false, allowUnionTypes: true });
  instances.set(variant, ajv);
  addFormats(ajv);
  // Bodies of binary media types are checked by their media type, not by JSON Schema.
  ajv.addFormat('binary', true);
  // A standard JSON Schema format ajv-formats lacks: an absolute IRI (a URI that may hold non-ASCII),
  // which the WHATWG URL parser accepts exactly when it can resolve it without a base.
  ajv.addFormat('iri', (value: string) => URL.canParse(value));
  for (const keyword of OPENAPI_KEYWORDS) ajv.addKeyword(keyword);
  ajv.addSchema({ ...(variant === 'strict' ? openapiDocument : lenientDocument()), $id: CONTRACT_ID });
  return ajv;
}

const cache = new Map<string, ValidateFunction>();

/** A `$ref` to the schema at a JSON pointer of openapi.yaml, usable from any schema compiled here. */
export function contractRef(pointer: string): { $ref: string } {
  return { $ref: `${CONTRACT_ID}${pointer}` };
}

/**
 * A compiled validator for the schema at a JSON pointer of openapi.yaml (`#/components/schemas/Link`).
 * `lenient` judges by the spec alone: gap defaults relaxed (see lenient-document.ts).
 */
export function compileSchemaAt(pointer: string, options: { lenient?: boolean } = {}): ValidateFunction {
  const key = options.lenient === true ? `lenient ${pointer}` : pointer;
  let validate = cache.get(key);
  if (validate === undefined) {
    validate = instance(options.lenient === true ? 'lenient' : 'strict').compile(contractRef(pointer));
    cache.set(key, validate);
  }
  return validate;
}

/** A compiled validator for a schema built at run time; its `$ref`s into openapi.yaml come from `contractRef`. */
export function compileSchema(key: string, schema: object): ValidateFunction {
  let validate = cache.get(key);
  if (validate === undefined) {
    validate = instance().compile({ $id: `${CONTRACT_ID}/${key}`, ...schema });
    cache.set(key, validate);
  }
  return validate;
}
