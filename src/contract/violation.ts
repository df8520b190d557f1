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

/** Turns ajv's errors into violations that point at the offending value, one per problem. */
export function toViolations(errors: readonly SchemaError[] | null | undefined): Violation[] {
  const seen = new Set<string>();
  const violations: Violation[] = [];
  for (const error of errors ?? []) {
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
