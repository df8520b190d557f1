/**
 * The parts of an OpenAPI 3.1 document that linkproof reads at run time.
 * The generated `openapi-document.ts` is checked against these types by `tsc`, so a document that
 * drifts from what the runtime expects fails the type check rather than a request.
 */

/** A JSON Schema (2020-12) node. Only the keywords linkproof reads are named. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  deprecated?: boolean;
  description?: string;
  format?: string;
  'x-spec-gap'?: string;
  [keyword: string]: unknown;
}

export interface ReferenceObject {
  $ref: string;
}

export type ParameterLocation = 'query' | 'path' | 'header' | 'cookie';

export interface ParameterObject {
  name: string;
  in: ParameterLocation;
  required?: boolean;
  deprecated?: boolean;
  description?: string;
  style?: string;
  explode?: boolean;
  schema: JsonSchema;
  'x-spec-gap'?: string;
}

export interface MediaTypeObject {
  schema?: JsonSchema;
  example?: unknown;
}

export interface ResponseObject {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, MediaTypeObject>;
  'x-spec-gap'?: string;
}

export interface RequestBodyObject {
  required?: boolean;
  content: Record<string, MediaTypeObject>;
}

export type SecurityRequirement = Record<string, string[]>;

export interface OperationObject {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: (ParameterObject | ReferenceObject)[];
  requestBody?: RequestBodyObject | ReferenceObject;
  responses: Record<string, ResponseObject | ReferenceObject>;
  security?: SecurityRequirement[];
  'x-spec-gap'?: string;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type PathItemObject = Partial<Record<HttpMethod, OperationObject>>;

/** One entry of the top-level `x-spec-gaps` list: a place where the spec says "not shown". */
export interface SpecGap {
  /** Stable id, used by `x-spec-gap` marks in place (`<id>: <note>`). */
  id: string;
  /** What the specification leaves open. */
  spec: string;
  /** What linkproof does there. */
  default: string;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; [key: string]: unknown };
  servers?: unknown[];
  security?: SecurityRequirement[];
  tags?: unknown[];
  paths: Record<string, PathItemObject>;
  components: {
    schemas: Record<string, JsonSchema>;
    parameters?: Record<string, ParameterObject>;
    responses?: Record<string, ResponseObject>;
    headers?: Record<string, unknown>;
    securitySchemes?: Record<string, unknown>;
  };
  'x-spec-gaps': SpecGap[];
}
