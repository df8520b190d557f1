/**
 * The control plane answers as control-plane.yaml (its own contract, apart from the service's) says.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formatsPlugin from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { harness } from '../mock-harness.test-support.js';

const document = parse(readFileSync(new URL('../../../control-plane.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }> }>>;
};
const ajv = new Ajv2020({ strict: false, allErrors: true });
(formatsPlugin as unknown as typeof formatsPlugin.default)(ajv);
ajv.addSchema({ ...document, $id: 'control-plane' });

/** The schema of an operation's response, by operationId and status, as a ref into the document. */
function schemaOf(operationId: string, status: number): object {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (operation.operationId !== operationId) continue;
      const response = operation.responses[String(status)];
      if (response === undefined) throw new Error(`${operationId} documents no ${status}`);
      const at = response.$ref ?? `#/paths/${path.replaceAll('/', '~1')}/${method}/responses/${status}`;
      return { $ref: `control-plane${at}/content/application~1json/schema` };
    }
  }
  throw new Error(`no operation ${operationId}`);
}

describe('control plane against control-plane.yaml', () => {
  const h = harness();
  const cases: [string, string, string, unknown][] = [
    ['resetState', 'POST', '/__linkproof/reset', undefined],
    ['getState', 'GET', '/__linkproof/state', undefined],
    ['getRequestLog', 'GET', '/__linkproof/requests', undefined],
    ['clearRequestLog', 'DELETE', '/__linkproof/requests', undefined],
    ['getClock', 'GET', '/__linkproof/clock', undefined],
    ['setClock', 'PUT', '/__linkproof/clock', { advanceMs: 1000 }],
    ['setClock', 'PUT', '/__linkproof/clock', { now: 'nope' }],
    ['setFault', 'PUT', '/__linkproof/faults/createLink', { latencyMs: 10, status: 409 }],
    ['setFault', 'PUT', '/__linkproof/faults/nope', { status: 500 }],
    ['getFaults', 'GET', '/__linkproof/faults', undefined],
    ['removeFault', 'DELETE', '/__linkproof/faults/createLink', undefined],
    ['clearFaults', 'DELETE', '/__linkproof/faults', undefined],
    ['loadState', 'PUT', '/__linkproof/state', { version: 1 }],
    ['getContract', 'GET', '/__linkproof/openapi.json', undefined],
    ['listControls', 'GET', '/__linkproof', undefined],
  ];

  it.each(cases)('%s (%s %s) answers a documented status with a documented body', (operationId, method, path, body) => {
    h.call('GET', '/links/count');
    const answer = h.call(method, path, { token: null, ...(body !== undefined && { body }) });
    const validate = ajv.compile(schemaOf(operationId, answer.status));
    expect(validate(answer.body), JSON.stringify(validate.errors)).toBe(true);
  });
});
