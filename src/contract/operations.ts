import type { operations as OperationTypes } from './openapi-types.js';
import { openapiDocument } from './openapi-document.js';
import {
  HTTP_METHODS,
  type HttpMethod,
  type OperationObject,
  type ParameterObject,
  type RequestBodyObject,
  type ResponseObject,
} from './openapi-shape.js';
import { escapePointerSegment, resolveObject } from './resolve-ref.js';

/** The operationIds of openapi.yaml, as a type generated from it. */
export type OperationId = keyof OperationTypes;

/** One operation of the contract, with its references resolved. */
export interface Operation {
  operationId: OperationId;
  method: HttpMethod;
  /** The path template, e.g. `/links/{linkId}`. */
  path: string;
  /** JSON pointer of the operation object in openapi.yaml. */
  pointer: string;
  parameters: readonly ParameterObject[];
  requestBody: RequestBodyObject | undefined;
  responses: Readonly<Record<string, ResponseObject>>;
  /** Whether a request without credentials is allowed (`security` lists an empty requirement). */
  allowsAnonymous: boolean;
  deprecated: boolean;
  source: OperationObject;
}

function toOperation(path: string, method: HttpMethod, source: OperationObject): Operation {
  const security = source.security ?? openapiDocument.security ?? [];
  return {
    operationId: source.operationId as OperationId,
    method,
    path,
    pointer: `#/paths/${escapePointerSegment(path)}/${method}`,
    parameters: (source.parameters ?? []).map((parameter) => resolveObject(parameter)),
    requestBody: source.requestBody === undefined ? undefined : resolveObject(source.requestBody),
    responses: Object.fromEntries(
      Object.entries(source.responses).map(([status, response]) => [status, resolveObject(response)]),
    ),
    allowsAnonymous: security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0),
    deprecated: source.deprecated === true,
    source,
  };
}

/** Every operation of openapi.yaml, in document order: the route table of the mock and the suites. */
export const operations: readonly Operation[] = Object.entries(openapiDocument.paths).flatMap(([path, item]) =>
  HTTP_METHODS.flatMap((method) => {
    const source = item[method];
    return source === undefined ? [] : [toOperation(path, method, source)];
  }),
);

const byId = new Map(operations.map((operation) => [operation.operationId, operation]));

/** The operation with this operationId. Throws for an id the contract does not have (a bug). */
export function getOperation(operationId: OperationId): Operation {
  const operation = byId.get(operationId);
  if (operation === undefined) throw new Error(`openapi.yaml has no operation ${operationId}`);
  return operation;
}

export function isOperationId(value: string): value is OperationId {
  return byId.has(value as OperationId);
}

export interface OperationMatch {
  operation: Operation;
  pathParams: Record<string, string>;
}

interface Route {
  operation: Operation;
  pattern: RegExp;
  names: string[];
}

const routes: Route[] = operations.map((operation) => {
  const names: string[] = [];
  const source = operation.path
    .split('/')
    .map((segment) => {
      const name = /^\{(.+)\}$/.exec(segment)?.[1];
      if (name === undefined) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+)';
    })
    .join('/');
  return { operation, pattern: new RegExp(`^${source}$`), names };
  // Literal paths first (fewest parameters), in document order among equals: the order every match tries them in.
}).sort((a, b) => a.names.length - b.names.length);

/**
 * The match of each literal path (no parameter) under each of its methods, for the lookup that answers most requests
 * without a pattern: made once, frozen, and given to every request that names it.
 */
const literalMatches = new Map<string, Readonly<OperationMatch>[]>();
for (const route of routes) {
  if (route.names.length > 0) continue;
  const match = Object.freeze({ operation: route.operation, pathParams: Object.freeze({}) as Record<string, string> });
  literalMatches.set(route.operation.path, [...(literalMatches.get(route.operation.path) ?? []), match]);
}

/** Methods in lower case, as the contract names them, for those a request sends in upper case (no new string each time). */
const LOWER_CASE: ReadonlyMap<string, string> = new Map(['get', 'post', 'put', 'patch', 'delete', 'head', 'options'].map((lower) => [lower.toUpperCase(), lower]));

/**
 * The operation a method and path name. Literal paths are tried before templated ones, so
 * `GET /links/info` is never read as a link ID. Returns `{ allowedMethods }` when the path
 * exists only under other methods, and `undefined` when no path matches.
 */
export function matchOperation(
  method: string,
  pathname: string,
): OperationMatch | { allowedMethods: HttpMethod[] } | undefined {
  const lower = LOWER_CASE.get(method) ?? method.toLowerCase();
  // A literal path under its method: the first route the patterns below would match, found without them.
  const literals = literalMatches.get(pathname);
  if (literals !== undefined) for (const literal of literals) if (literal.operation.method === lower) return literal;
  // The first route, in that order, whose path and method match; the methods of the paths that match, else.
  const methods = new Set<HttpMethod>();
  for (const route of routes) {
    const match = route.pattern.exec(pathname);
    if (match === null) continue;
    if (route.operation.method !== lower) {
      methods.add(route.operation.method);
      continue;
    }
    const pathParams: Record<string, string> = {};
    route.names.forEach((name, index) => {
      pathParams[name] = safeDecode(match[index + 1] ?? '');
    });
    return { operation: route.operation, pathParams };
  }
  return methods.size === 0 ? undefined : { allowedMethods: [...methods] };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
