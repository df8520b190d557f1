import type { ErrorObject } from 'ajv/dist/2020.js';

/**
 * What a validator reports of one error: ajv's error object without the parts nothing here reads. The
 * precompiled validators leave out `schemaPath` and `message` (see scripts/render-validators.ts); a
 * runtime ajv's errors have them.
 */
export type SchemaError = Pick<ErrorObject, 'instancePath' | 'keyword' | 'params'> & { message?: string };

/** One way a request or response breaks the contract. */
export interface Violation {
  /** JSON pointer into the checked value (`/testVariants/0/url`); `''` for the value itself. */
  pointer: string;
  /** The JSON Schema keyword that failed (`maxLength`, `required`, …) or a contract-level check (`status`, `contentType`). */
  keyword: string;
  /** What is wrong, for a person. */
  message: string;
}

/** `"<pointer>: <reason>"`, the form of a 422 message: it names the field. */
export function describeViolation(violation: Violation): string {
  return `${violation.pointer === '' ? '(body)' : violation.pointer}: ${violation.message}`;
}

function childPointer(parent: string, name: string): string {
  return `${parent}/${name.replaceAll('~', '~0').replaceAll('/', '~1')}`;
}

/** What an anyOf's branch says at the anyOf's own pointer when the value is simply another branch's: noise once one branch fails on something particular. */
const BRANCH_MISMATCH: ReadonlySet<string> = new Set(['anyOf', 'required', 'type', 'additionalProperties']);

/**
 * ajv's errors less the noise of an anyOf whose intended branch shows: when one of its branches failed on something
 * particular (a length, a format, a field inside), the errors of the others that only say the value is of another
 * type or lacks another branch's property (`/tag: must have required property 'tag'` beside `/name: must NOT have
 * more than 50 characters`), and the anyOf's own summary, say nothing more. With no such error, all are kept. A
 * branch's errors are told apart by their pointer (the precompiled validators carry no schema paths): the errors of
 * BRANCH_MISMATCH at an anyOf's own pointer are taken as its branches', so a schema with `required` beside an `anyOf`
 * at one level would lose those too (the contract has none).
 */
function withoutAnyOfNoise(all: readonly SchemaError[]): readonly SchemaError[] {
  const anyOfs = new Set(all.filter((error) => error.keyword === 'anyOf').map((error) => error.instancePath));
  if (anyOfs.size === 0) return all;
  // A branch that holds only by `not` (a bulk result that is no link is a LinkError) fails for the value being the
  // other branch's: beside that branch's own errors it says nothing (`/0: must NOT be valid` for a link without updatedAt).
  const beside = (error: SchemaError) => all.some((other) => other !== error && other.keyword !== 'anyOf' && other.keyword !== 'not' && (other.instancePath === error.instancePath || other.instancePath.startsWith(`${error.instancePath}/`)));
  const errors = all.filter((error) => !(error.keyword === 'not' && anyOfs.has(error.instancePath) && beside(error)));
  const generic = (error: SchemaError) => anyOfs.has(error.instancePath) && BRANCH_MISMATCH.has(error.keyword);
  const particular = new Set<string>();
  for (const error of errors) {
    if (generic(error)) continue;
    for (const at of anyOfs) if (error.instancePath === at || error.instancePath.startsWith(`${at}/`)) particular.add(at);
  }
  return errors.filter((error) => !(generic(error) && particular.has(error.instancePath)));
}

/** Turns ajv's errors into violations that point at the offending value, one per problem. */
export function toViolations(errors: readonly SchemaError[] | null | undefined): Violation[] {
  const seen = new Set<string>();
  const violations: Violation[] = [];
  for (const error of withoutAnyOfNoise(errors ?? [])) {
    const violation = toViolation(error);
    const key = `${violation.pointer}\u0000${violation.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    violations.push(violation);
  }
  return violations;
}

type Params = Record<string, unknown>;
const tooMany = (keyword: string) => (keyword.startsWith('max') ? 'more' : 'fewer');

/**
 * ajv's English message for each keyword the contract's schemas can fail with, from the error's keyword and
 * params, word for word (violation.test.ts compares them with ajv's own): the precompiled validators carry
 * no message texts. `npm run generate` stops when a schema uses a keyword this table does not word.
 */
export const AJV_MESSAGES: Readonly<Record<string, (params: Params, keyword: string) => string>> = {
  type: ({ type }) => `must be ${String(type)}`,
  const: () => 'must be equal to constant',
  enum: () => 'must be equal to one of the allowed values',
  required: ({ missingProperty }) => `must have required property '${String(missingProperty)}'`,
  additionalProperties: () => 'must NOT have additional properties',
  propertyNames: () => 'property name must be valid',
  format: ({ format }) => `must match format "${String(format)}"`,
  pattern: ({ pattern }) => `must match pattern "${String(pattern)}"`,
  minLength: ({ limit }, keyword) => `must NOT have ${tooMany(keyword)} than ${String(limit)} characters`,
  maxLength: ({ limit }, keyword) => `must NOT have ${tooMany(keyword)} than ${String(limit)} characters`,
  minItems: ({ limit }, keyword) => `must NOT have ${tooMany(keyword)} than ${String(limit)} items`,
  maxItems: ({ limit }, keyword) => `must NOT have ${tooMany(keyword)} than ${String(limit)} items`,
  minimum: ({ comparison, limit }) => `must be ${String(comparison)} ${String(limit)}`,
  maximum: ({ comparison, limit }) => `must be ${String(comparison)} ${String(limit)}`,
  exclusiveMinimum: ({ comparison, limit }) => `must be ${String(comparison)} ${String(limit)}`,
  exclusiveMaximum: ({ comparison, limit }) => `must be ${String(comparison)} ${String(limit)}`,
  multipleOf: ({ multipleOf }) => `must be multiple of ${String(multipleOf)}`,
  anyOf: () => 'must match a schema in anyOf',
  oneOf: () => 'must match exactly one schema in oneOf',
  not: () => 'must NOT be valid',
};

/** The error's message: ajv's words for it, whether or not the validator that reported it carried them. */
function messageOf(error: SchemaError): string {
  const words = AJV_MESSAGES[error.keyword];
  return words === undefined ? (error.message ?? 'is not valid') : words(error.params as Params, error.keyword);
}

function toViolation(error: SchemaError): Violation {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return {
        pointer: childPointer(error.instancePath, String(params.missingProperty)),
        keyword: 'required',
        message: 'is required',
      };
    case 'additionalProperties':
      return {
        pointer: childPointer(error.instancePath, String(params.additionalProperty)),
        keyword: 'additionalProperties',
        message: 'is not a field the contract knows',
      };
    case 'propertyNames':
      return {
        pointer: childPointer(error.instancePath, String(params.propertyName)),
        keyword: 'propertyNames',
        message: 'is not an allowed key',
      };
    case 'enum':
      return {
        pointer: error.instancePath,
        keyword: 'enum',
        message: `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
      };
    default:
      return { pointer: error.instancePath, keyword: error.keyword, message: messageOf(error) };
  }
}
