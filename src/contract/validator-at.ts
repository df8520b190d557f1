import { datasetRecordValidators } from './precompiled-record-validators.js';
import { validatorsByKey, validatorsByPointer } from './precompiled-validators.js';
import type { SchemaError } from './violation.js';

/**
 * A validator ajv compiled at `npm run generate` (standalone code). Like ajv's, it leaves its errors on
 * `errors`; they have no `schemaPath` or `message` (toViolations words them).
 */
export interface PrecompiledValidator {
  (data: unknown): boolean;
  errors?: SchemaError[] | null;
}

function found(validate: PrecompiledValidator | undefined, name: string): PrecompiledValidator {
  if (validate === undefined) throw new Error(`No precompiled validator for ${name}: add it to scripts/render-validators.ts and run \`npm run generate\``);
  return validate;
}

/**
 * The precompiled validator of the schema at a JSON pointer of openapi.yaml (`#/components/schemas/Link`).
 * Runs anywhere: it needs no ajv compiler. `npm run generate` precompiles every pointer the mock and the
 * public validators ask for; any other is a bug, and throws naming it.
 */
export function validatorAt(pointer: string): PrecompiledValidator {
  return found(validatorsByPointer[pointer], pointer);
}

/** The precompiled validator of a schema built from the contract by key (`parameters/getLinks`, `dataset`). */
export function validatorFor(key: string): PrecompiledValidator {
  return found(validatorsByKey[key], key);
}

/**
 * The precompiled validator of one kind of record of the dataset's ndjson form (`link`). A table apart
 * from validatorFor's, so that a bundle that never reads ndjson (a browser's) leaves these out.
 */
export function datasetRecordValidator(kind: string): PrecompiledValidator {
  return found(datasetRecordValidators[kind], `dataset record ${kind}`);
}
