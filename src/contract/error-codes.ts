import type { ErrorCode } from './enums.js';
import type { JsonSchema } from './openapi-shape.js';
import { operations } from './operations.js';
import { resolveSchema } from './resolve-ref.js';

/** The `error.code` a schema fixes (through `allOf`), if it fixes one. */
function fixedCode(schema: JsonSchema): ErrorCode | undefined {
  const resolved = resolveSchema(schema);
  const code = resolved.properties?.error?.properties?.code;
  const fixed = code === undefined ? undefined : resolveSchema(code).const;
  if (typeof fixed === 'string') return fixed as ErrorCode;
  return (resolved.allOf ?? []).map(fixedCode).find((found) => found !== undefined);
}

/** The error code of every error status of the contract (section 7 of the spec), read from openapi.yaml. */
function readErrorCodes(): ReadonlyMap<number, ErrorCode> {
  const codes = new Map<number, ErrorCode>();
  for (const operation of operations) {
    for (const [status, response] of Object.entries(operation.responses)) {
      const schema = response.content?.['application/json']?.schema;
      const code = schema === undefined ? undefined : fixedCode(schema);
      if (code === undefined) continue;
      const known = codes.get(Number(status));
      if (known !== undefined && known !== code) {
        throw new Error(`openapi.yaml gives status ${status} two error codes: ${known} and ${code}`);
      }
      codes.set(Number(status), code);
    }
  }
  return codes;
}

/** Status → `error.code`, e.g. 422 → `unprocessable_entity`. */
export const errorCodeByStatus: ReadonlyMap<number, ErrorCode> = readErrorCodes();

/** `error.code` → status, e.g. `conflict` → 409. */
export const statusByErrorCode: ReadonlyMap<ErrorCode, number> = new Map(
  [...errorCodeByStatus].map(([status, code]) => [code, status]),
);
