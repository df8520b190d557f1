import { parseArgs } from 'node:util';
import { specGapMarks, specGaps } from './contract/spec-gaps.js';
import { operations } from './contract/operations.js';
import { openapiDocument } from './contract/openapi-document.js';

const USAGE = `linkproof: contract-first mock and conformance kit for the Link Shortening and Attribution Service

Usage:
  linkproof operations          list the operations of the contract
  linkproof gaps [--id ID]      list where the spec says "not shown" and linkproof's default
  linkproof --version
`;

function printOperations(): void {
  for (const operation of operations) {
    const auth = operation.allowsAnonymous ? 'token optional' : 'token required';
    console.log(`${operation.method.toUpperCase().padEnd(7)}${operation.path.padEnd(24)}${operation.operationId.padEnd(17)}${auth}`);
  }
}

function printGaps(id: string | undefined): number {
  const selected = id === undefined ? specGaps : specGaps.filter((gap) => gap.id === id);
  if (selected.length === 0) {
    console.error(`No gap with id ${id}. Known ids: ${specGaps.map((gap) => gap.id).join(', ')}`);
    return 2;
  }
  const marks = specGapMarks();
  for (const gap of selected) {
    const places = marks.filter((mark) => mark.id === gap.id).length;
    console.log(`${gap.id}  (${places} place${places === 1 ? '' : 's'} in openapi.yaml)`);
    console.log(`  spec:    ${gap.spec}`);
    console.log(`  default: ${gap.default}\n`);
  }
  return 0;
}

export function main(argv: string[]): number {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { id: { type: 'string' }, version: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const [command] = parsed.positionals;
  if (parsed.values.version === true) {
    console.log(`linkproof (contract ${openapiDocument.info.version})`);
    return 0;
  }
  switch (command) {
    case 'operations':
      printOperations();
      return 0;
    case 'gaps':
      return printGaps(parsed.values.id);
    case undefined:
      console.log(USAGE);
      return parsed.values.help === true ? 0 : 2;
    default:
      console.error(`Unknown command: ${command}\n\n${USAGE}`);
      return 2;
  }
}
