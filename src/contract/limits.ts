import { deepFreeze } from '../deep-freeze.js';
import { numberOf, parameterSchema, propertySchema, schemaAt } from './read-keyword.js';

const linkBody = schemaAt('#/components/schemas/CreateLinkRequest');
const bulkBody = schemaAt('#/components/schemas/BulkCreateLinksRequest');
const tagName = propertySchema(schemaAt('#/components/schemas/CreateTagByName'), 'name');
const testVariants = propertySchema(linkBody, 'testVariants');
const keyLength = propertySchema(linkBody, 'keyLength');
const externalId = propertySchema(linkBody, 'externalId');
const page = parameterSchema('getLinks', 'query', 'page');
const pageSize = parameterSchema('getLinks', 'query', 'pageSize');

/**
 * The limits of section 8 of the spec, read from openapi.yaml (never retyped here).
 * Shared by the mock, the factories and the suites.
 */
export const limits = deepFreeze({
  /** Links per bulk request. */
  bulkLinks: { minItems: numberOf(bulkBody, 'minItems'), maxItems: numberOf(bulkBody, 'maxItems') },
  url: { maxLength: numberOf(propertySchema(linkBody, 'url'), 'maxLength') },
  expiredUrl: { maxLength: numberOf(propertySchema(linkBody, 'expiredUrl'), 'maxLength') },
  ios: { maxLength: numberOf(propertySchema(linkBody, 'ios'), 'maxLength') },
  android: { maxLength: numberOf(propertySchema(linkBody, 'android'), 'maxLength') },
  domain: { maxLength: numberOf(propertySchema(linkBody, 'domain'), 'maxLength') },
  key: { maxLength: numberOf(propertySchema(linkBody, 'key'), 'maxLength') },
  keyLength: {
    minimum: numberOf(keyLength, 'minimum'),
    maximum: numberOf(keyLength, 'maximum'),
    default: numberOf(keyLength, 'default'),
  },
  externalId: { minLength: numberOf(externalId, 'minLength'), maxLength: numberOf(externalId, 'maxLength') },
  tenantId: { maxLength: numberOf(propertySchema(linkBody, 'tenantId'), 'maxLength') },
  tagName: { minLength: numberOf(tagName, 'minLength'), maxLength: numberOf(tagName, 'maxLength') },
  testVariants: { minItems: numberOf(testVariants, 'minItems'), maxItems: numberOf(testVariants, 'maxItems') },
  pageSize: {
    minimum: numberOf(pageSize, 'minimum'),
    maximum: numberOf(pageSize, 'maximum'),
    default: numberOf(pageSize, 'default'),
  },
  page: { minimum: numberOf(page, 'minimum'), default: numberOf(page, 'default') },
  qrUrl: { maxLength: numberOf(parameterSchema('getQRCode', 'query', 'url'), 'maxLength') },
});

export type Limits = typeof limits;
