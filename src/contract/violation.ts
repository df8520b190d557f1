import type { ErrorObject } from 'ajv/dist/2020.js';

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
export function toViolations(errors: readonly ErrorObject[] | null | undefined): Violation[] {
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

function toViolation(error: ErrorObject): Violation {
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
      return { pointer: error.instancePath, keyword: error.keyword, message: error.message ?? 'is not valid' };
  }
}
