import { gunzipSync, strFromU8 } from 'fflate';

/** What unpackJson uses of Node where it runs in Node (process.getBuiltinModule: Node 20.16 and later): its zlib and Buffer. */
interface NodeZlib {
  gunzipSync(bytes: Uint8Array): { toString(encoding: 'utf8'): string };
}
interface NodeBuffer {
  from(text: string, encoding: 'base64'): Uint8Array;
}
const nodeZlib = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule?.('node:zlib') as NodeZlib | undefined;
const NodeBufferClass = (globalThis as { Buffer?: NodeBuffer }).Buffer;

/**
 * JSON that a generated module ships gzip-compressed and base64-encoded, parsed: about a third of the
 * bytes of the JSON itself in a browser bundle (scripts/render-generated.ts packs it). In Node with its own
 * zlib and Buffer (the default dataset, unpacked at every start: 5 ms, where fflate's JavaScript took 24);
 * elsewhere with fflate.
 */
export function unpackJson(base64: string): unknown {
  if (nodeZlib !== undefined && NodeBufferClass !== undefined) return JSON.parse(nodeZlib.gunzipSync(NodeBufferClass.from(base64, 'base64')).toString('utf8'));
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return JSON.parse(strFromU8(gunzipSync(bytes)));
}
