/**
 * openapi.yaml is a transcription of the spec. This test reads the spec's own tables
 * (spec/interface-spec.md, a copy of the interface specification) and checks that every field and
 * parameter is in the document at the right place, with the right type, limits, enum, default,
 * deprecation and serialisation that its row states. Nothing of the spec is retyped here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from './openapi-shape.js';
import { errorCodeByStatus } from './error-codes.js';
import { getOperation, operations, type OperationId } from './operations.js';
import { resolveSchema } from './resolve-ref.js';

const spec = readFileSync(new URL('../../spec/interface-spec.md', import.meta.url), 'utf8');

interface Row {
  name: string;
  type: string;
  rules: string;
}

/** The rows of the first table after a heading that starts with `### <section>` (or `## <section>`). */
function tableOf(section: string): Row[] {
  const lines = spec.split('\n');
  const start = lines.findIndex((line) => new RegExp(`^##+ ${section.replace('.', '\\.')}[ .]`).test(line));
  if (start < 0) throw new Error(`spec has no section ${section}`);
  const first = lines.findIndex((line, index) => index > start && line.startsWith('|'));
  const rows: Row[] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) break;
    const [name = '', type = '', rules = ''] = line.split('|').slice(1, -1).map((cell) => cell.trim());
    rows.push({ name, type, rules });
  }
  return rows;
}

/** A field or parameter as openapi.yaml has it. */
interface Transcribed {
  schema: JsonSchema;
  required: boolean;
  deprecated: boolean;
  style?: string | undefined;
  explode?: boolean | undefined;
}

function propertiesOf(pointerName: string): Map<string, Transcribed> {
  const schema = resolveSchema({ $ref: `#/components/schemas/${pointerName}` });
  return new Map(
    Object.entries(schema.properties ?? {}).map(([name, property]) => {
      const resolved = resolveSchema(property);
      return [
        name,
        { schema: resolved, required: schema.required?.includes(name) ?? false, deprecated: resolved.deprecated === true },
      ];
    }),
  );
}

function parametersOf(operationId: OperationId): Map<string, Transcribed> {
  return new Map(
    getOperation(operationId).parameters.map((parameter) => [
      parameter.name,
      {
        schema: resolveSchema(parameter.schema),
        required: parameter.required === true,
        deprecated: parameter.deprecated === true,
        style: parameter.style,
        explode: parameter.explode,
      },
    ]),
  );
}

/** The schema and every branch of its anyOf/oneOf, resolved: where a keyword of a nullable field lives. */
function branches(schema: JsonSchema): JsonSchema[] {
  return [schema, ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((b) => branches(resolveSchema(b)))];
}

function keyword(schema: JsonSchema, name: string): unknown {
  return branches(schema).find((branch) => branch[name] !== undefined)?.[name];
}

function jsonTypes(schema: JsonSchema): Set<string> {
  return new Set(branches(schema).flatMap((branch) => [branch.type ?? []].flat()));
}

/** The JSON types a spec type names, and what its items must be. */
function expectedTypes(specType: string): { types: string[]; items?: string } {
  const arrayOf = /^array of (\w+)$/.exec(specType)?.[1];
  if (arrayOf !== undefined) return { types: ['array'], items: arrayOf };
  if (specType === 'string or array of string') return { types: ['string', 'array'], items: 'string' };
  return { types: specType.split(' or ') };
}

function checkType(field: Transcribed, specType: string): void {
  const { types, items } = expectedTypes(specType);
  const actual = jsonTypes(field.schema);
  for (const type of types) {
    const admitted = type === 'number' ? actual.has('number') || actual.has('integer') : actual.has(type);
    expect(admitted, `admits ${type} (has ${[...actual].join(', ')})`).toBe(true);
  }
  if (items === undefined) return;
  const itemSchema = branches(field.schema).find((branch) => branch.items !== undefined)?.items;
  expect(itemSchema, 'has items').toBeDefined();
  if (items === 'string') expect(jsonTypes(resolveSchema(itemSchema!)).has('string')).toBe(true);
  else if (itemSchema!.$ref === `#/components/schemas/${items}Request`) {
    // A request's form of the type (additionalProperties: false for --strict) holds exactly its fields, each the type's own.
    const request = resolveSchema(itemSchema!);
    expect(Object.keys(request.properties ?? {})).toEqual(Object.keys(resolveSchema({ $ref: `#/components/schemas/${items}` }).properties ?? {}));
    for (const [name, property] of Object.entries(request.properties ?? {})) expect((property as JsonSchema).$ref).toBe(`#/components/schemas/${items}/properties/${name}`);
  } else expect(itemSchema!.$ref).toBe(`#/components/schemas/${items}`);
}

/** Checks every rule a row states in words that have a JSON Schema or OpenAPI form. */
function checkRules(field: Transcribed, rules: string): void {
  const text = rules.replace(/\s+/g, ' ');
  const lengthRange = /\blength (\d+) to (\d+)/.exec(text);
  if (lengthRange) {
    expect(keyword(field.schema, 'minLength')).toBe(Number(lengthRange[1]));
    expect(keyword(field.schema, 'maxLength')).toBe(Number(lengthRange[2]));
  }
  const maxLength = /\bmax(?:imum)? length (\d+)/.exec(text);
  if (maxLength) expect(keyword(field.schema, 'maxLength')).toBe(Number(maxLength[1]));
  const minLength = /\bminimum length (\d+)/.exec(text);
  if (minLength) expect(keyword(field.schema, 'minLength')).toBe(Number(minLength[1]));
  const inclusive = /\b(\d+) to (\d+) inclusive/.exec(text);
  if (inclusive) {
    expect(keyword(field.schema, 'minimum')).toBe(Number(inclusive[1]));
    expect(keyword(field.schema, 'maximum')).toBe(Number(inclusive[2]));
  }
  const elements = /\b(\d+) to (\d+) elements/.exec(text);
  if (elements) {
    expect(keyword(field.schema, 'minItems')).toBe(Number(elements[1]));
    expect(keyword(field.schema, 'maxItems')).toBe(Number(elements[2]));
  }
  // "default 7", "Default false"; not "a shared default domain".
  const fallback = /(?:^|[;,] )default (#?\w+)/i.exec(text);
  if (fallback) {
    const raw = fallback[1]!;
    const value = raw === 'true' || raw === 'false' ? raw === 'true' : /^\d+$/.test(raw) ? Number(raw) : raw;
    expect(keyword(field.schema, 'default')).toBe(value);
  }
  const oneOf = /\bone of:? ([^;]+)/i.exec(text);
  if (oneOf) {
    const values = oneOf[1]!.split(',').map((value) => value.trim());
    expect(keyword(field.schema, 'enum')).toEqual(values);
  }
  expect(field.deprecated, 'deprecated').toBe(/\bdeprecated\b/i.test(text));
  if (/^Required\b/.test(text)) expect(field.required, 'required').toBe(true);
  if (/form style, not exploded/.test(text)) {
    expect(field.style).toBe('form');
    expect(field.explode).toBe(false);
  }
}

/** The QR parameters the spec names only by description, under the names of gaps.md (qr-params). */
const QR_NAMES: Record<string, string> = {
  '(logo)': 'logo',
  '(size)': 'size',
  '(error correction level)': 'level',
  '(foreground color)': 'fgColor',
  '(background color)': 'bgColor',
  '(hide logo)': 'hideLogo',
  '(include margin)': 'includeMargin',
};

const TABLES: { section: string; where: string; fields: () => Map<string, Transcribed>; rename?: Record<string, string> }[] =
  [
    { section: '2.1', where: 'Link', fields: () => propertiesOf('Link') },
    { section: '2.2', where: 'TestVariant', fields: () => propertiesOf('TestVariant') },
    { section: '2.3', where: 'Tag', fields: () => propertiesOf('Tag') },
    { section: '2.4', where: 'Workspace', fields: () => propertiesOf('Workspace') },
    { section: '2.5', where: 'DeletedLink', fields: () => propertiesOf('DeletedLink') },
    { section: '4.1', where: 'createTag body', fields: () => propertiesOf('CreateTagByName') },
    { section: '4.2', where: 'createLink body', fields: () => propertiesOf('CreateLinkRequest') },
    { section: '4.4', where: 'getLinks query', fields: () => parametersOf('getLinks') },
    { section: '4.5', where: 'getLinkInfo query', fields: () => parametersOf('getLinkInfo') },
    { section: '4.6', where: 'getLinksCount query', fields: () => parametersOf('getLinksCount') },
    { section: '4.9', where: 'getQRCode query', fields: () => parametersOf('getQRCode'), rename: QR_NAMES },
  ];

describe('openapi.yaml transcribes every table of the spec', () => {
  for (const table of TABLES) {
    const rows = tableOf(table.section);
    it(`§${table.section} has rows`, () => expect(rows.length).toBeGreaterThan(0));
    describe(`§${table.section} → ${table.where}`, () => {
      it.each(rows)('$name ($type)', (row) => {
        const name = table.rename?.[row.name] ?? row.name;
        const field = table.fields().get(name);
        expect(field, `${table.where} has ${name}`).toBeDefined();
        checkType(field!, row.type);
        checkRules(field!, row.rules);
      });
    });
  }

  it('§4.6 count takes the same filters as §4.4 list, with the same schemas', () => {
    const list = parametersOf('getLinks');
    const count = parametersOf('getLinksCount');
    const filters = ['domain', 'tagId', 'tagIds', 'tagNames', 'folderId', 'search', 'userId', 'tenantId', 'showArchived', 'withTags'];
    for (const name of filters) expect(count.get(name), name).toEqual(list.get(name));
  });

  it('§4.3 bulk create takes an array of §4.2 bodies, at most 100', () => {
    const body = resolveSchema({ $ref: '#/components/schemas/BulkCreateLinksRequest' });
    expect(body.type).toBe('array');
    expect(body.items?.$ref).toBe('#/components/schemas/CreateLinkRequest');
    expect(body.maxItems).toBe(100);
    expect(parametersOf('bulkCreateLinks').get('workspaceId')?.schema.type).toBe('string');
  });

  it('§4.7 and §4.8 take their path parameters', () => {
    expect(parametersOf('deleteLink').get('linkId')).toMatchObject({ required: true, schema: { type: 'string' } });
    expect(parametersOf('getWorkspace').get('idOrSlug')).toMatchObject({ required: true, schema: { type: 'string' } });
  });

  it('§7: the error object and the code of each status', () => {
    const rows = spec
      .split('\n')
      .map((line) => /^\| (\d{3}) \| (\w+) \|/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null);
    expect(rows).toHaveLength(9);
    expect(Object.fromEntries(errorCodeByStatus)).toEqual(Object.fromEntries(rows.map((row) => [Number(row[1]), row[2]])));
    const error = propertiesOf('ErrorResponse').get('error')!;
    expect(error.required).toBe(true);
    expect(error.schema.required).toEqual(['code', 'message']);
    expect(Object.keys(error.schema.properties ?? {})).toEqual(['code', 'message', 'doc_url']);
  });

  it('§4: every operation lists 400, 401, 403, 404, 409, 410, 422, 429 and 500', () => {
    const statuses = /same error statuses: ([\d, ]+)/.exec(spec)![1]!.split(', ').map((s) => s.trim());
    for (const operation of operations) {
      expect(Object.keys(operation.responses).filter((status) => Number(status) >= 400), operation.operationId).toEqual(
        statuses,
      );
    }
  });

  it('§9: version 0.0.1 and no version segment in paths', () => {
    expect(/version number (\d+(?:\.\d+)*)/.exec(spec)?.[1]).toBe('0.0.1');
    expect(operations.map((o) => o.path).filter((path) => /\/v\d+\//.test(path))).toEqual([]);
  });
});
