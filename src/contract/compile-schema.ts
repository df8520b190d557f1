import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';
import { createContractAjv } from './contract-ajv.js';
import { contractRef } from './contract-ref.js';
import { lenientDocument } from './lenient-document.js';
import { openapiDocument } from './openapi-document.js';

const instances = new Map<'strict' | 'lenient', Ajv2020>();

/**
 * The ajv instance that knows openapi.yaml, or (lenient) the copy of it the spec profile judges by, in
 * which gap defaults are relaxed.
 */
function instance(variant: 'strict' | 'lenient'): Ajv2020 {
  let ajv = instances.get(variant);
  if (ajv === undefined) {
    ajv = createContractAjv(variant === 'strict' ? openapiDocument : lenientDocument());
    instances.set(variant, ajv);
  }
  return ajv;
}

const cache = new Map<string, ValidateFunction>();

/**
 * A validator for the schema at a JSON pointer of openapi.yaml (`#/components/schemas/Link`), compiled at
 * run time by ajv. `lenient` judges by the spec alone: gap defaults relaxed (see lenient-document.ts).
 * For the conformance side, which runs in Node; the mock and the public validators use the precompiled
 * ones (validator-at.ts), so that ajv's compiler stays out of a browser bundle.
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
