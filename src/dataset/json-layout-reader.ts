import { err, type Result } from '../result.js';
import type { Dataset } from './dataset.js';
import { createDatasetRecordReader, type DatasetRecordReader, type RecordProblem } from './parse-dataset.js';

/**
 * Reads the JSON form a line at a time, when it is in linkproof's own layout (formatDatasetJson: one entity a
 * line, as `linkproof fixtures` and the mock's state file write it), for a file too large to be one string:
 * each entity becomes the record the ndjson form has for it, checked by the same record reader, so a million
 * links are read as they stream. A line the layout does not have is refused, naming it. `records`: the reader
 * the records go to (createDatasetRecordReader's objects, or another's columns).
 */
export function createJsonLayoutReader<T = Dataset>(records: DatasetRecordReader<T> = createDatasetRecordReader() as unknown as DatasetRecordReader<T>): DatasetRecordReader<T> {
  /** The file's line of each record given to the record reader, which counts records, not lines. */
  const lineOfRecord: number[] = [];
  let number = 0;
  let state: 'start' | 'header' | 'workspaces' | 'workspace' | 'tags' | 'links' | 'closed' | 'done' = 'start';
  const header: string[] = [];
  let workspaceId = '';
  let fields: string[] = [];

  const give = (text: string): RecordProblem | undefined => {
    lineOfRecord.push(number);
    const problem = records.add(text);
    return problem === undefined ? undefined : { ...problem, line: number };
  };
  const unexpected = (): RecordProblem => ({ line: number, pointer: '', reason: "not linkproof's JSON layout (one entity a line, as linkproof fixtures writes it); a JSON dataset this large is read in that layout only; write it as .ndjson otherwise" });
  const item = (line: string) => line.trim().replace(/,$/, '');
  /** `"name": value,` at a depth, as [name, value text]. */
  const member = (line: string, indent: number): [string, string] | undefined => {
    const found = new RegExp(`^ {${indent}}"([^"\\\\]+)": (.*?),?$`).exec(line);
    return found === null ? undefined : [found[1]!, found[2]!];
  };

  const add = (line: string): RecordProblem | undefined => {
    number++;
    if (line.trim() === '') return undefined;
    switch (state) {
      case 'start':
        if (line !== '{') return unexpected();
        state = 'header';
        return undefined;
      case 'header': {
        if (line === '  "workspaces": [') {
          state = 'workspaces';
          return give(`{"kind":"dataset",${header.join(',')}}`);
        }
        const found = member(line, 2);
        if (found === undefined) return unexpected();
        header.push(`${JSON.stringify(found[0])}:${found[1]}`);
        return undefined;
      }
      case 'workspaces':
        if (line === '    {') {
          state = 'workspace';
          fields = [];
          return undefined;
        }
        if (line === '  ]') {
          state = 'closed';
          return undefined;
        }
        return unexpected();
      case 'workspace': {
        if (line === '      "tags": [' || line === '      "tags": [],') {
          state = line.endsWith('[],') ? 'workspace' : 'tags';
          return undefined;
        }
        if (line === '      "links": [' || line === '      "links": []') {
          state = line.endsWith('[]') ? 'workspace' : 'links';
          return undefined;
        }
        if (line === '    },' || line === '    }') {
          state = 'workspaces';
          return give(`{"kind":"workspace",${fields.join(',')}}`);
        }
        const found = member(line, 6);
        if (found === undefined) return unexpected();
        if (found[0] === 'workspace') workspaceId = /^\{"id":("(?:[^"\\]|\\.)*")/.exec(found[1])?.[1] ?? '""';
        fields.push(`${JSON.stringify(found[0])}:${found[1]}`);
        return undefined;
      }
      case 'tags':
        if (line === '      ],') {
          state = 'workspace';
          return undefined;
        }
        return give(`{"kind":"tag","workspaceId":${workspaceId},"tag":${item(line)}}`);
      case 'links':
        if (line === '      ]') {
          state = 'workspace';
          return undefined;
        }
        return give(`{"kind":"link","link":${item(line)}}`);
      case 'closed':
        if (line !== '}') return unexpected();
        state = 'done';
        return undefined;
      case 'done':
        return unexpected();
    }
  };

  const finish = (): Result<T, RecordProblem> => {
    if (state !== 'done') return err({ line: number, pointer: '', reason: 'the file ends before its dataset does' });
    const result = records.finish();
    // A problem across records names the record's line in this file.
    return result.ok ? result : err({ ...result.error, line: lineOfRecord[result.error.line - 1] ?? result.error.line });
  };

  return { add, finish };
}
