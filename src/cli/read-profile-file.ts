import { readFile } from 'node:fs/promises';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import { schemaFormats } from '../contract/schema-formats.js';
import { mockProfileOf, type MockProfile } from '../mock/mock-profile.js';
import { err, ok, type Result } from '../result.js';

/**
 * A profile file (`conform --write-profile`), checked against the shipped profile.schema.json, as the mock
 * follows it; or why not: the file's mistakes, or each choice the mock cannot follow, named.
 */
export async function readProfileFile(file: string): Promise<Result<{ profile: MockProfile; gaps: string[] }, string>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    return err(`--profile ${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`);
  }
  let document: unknown;
  try {
    document = parse(text);
  } catch (error) {
    return err(`--profile ${file}: not YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  const schema = JSON.parse(await readFile(new URL('../../profile.schema.json', import.meta.url), 'utf8')) as object;
  // The contract's own formats (ajv-formats is no dependency of the package: the installed CLI has only these).
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  for (const [name, format] of Object.entries(schemaFormats)) ajv.addFormat(name, format);
  const validate = ajv.compile(schema);
  if (!validate(document)) return err(`--profile ${file}: not a linkproof profile (profile.schema.json): ${(validate.errors ?? []).slice(0, 3).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`).join('; ')}`);
  const learnt = document as { gaps: Record<string, { choice: unknown }> };
  const followed = mockProfileOf(learnt);
  if (!followed.ok) return err(`--profile ${file}: the mock cannot follow ${followed.error.length === 1 ? 'this choice' : 'these choices'}:\n${followed.error.map((line) => `  ${line}`).join('\n')}`);
  return ok({ profile: followed.value, gaps: Object.keys(learnt.gaps) });
}
