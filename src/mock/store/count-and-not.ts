/**
 * The number of bits set in `a & b & ~not`, over the first `length` words of two bitsets (`not` may be shorter:
 * missing words are 0). This is a combined count's whole cost at a million links: 31,000 words a request.
 *
 * JavaScript has no popcount: the same count in JS costs 2-5 ns a word here (two table reads a word), while
 * WebAssembly's `i64.popcnt` over the words copied into its memory costs under 1 ns, copy included. The module is
 * a few dozen bytes, made below from its instructions; where WebAssembly cannot run (a page whose
 * Content-Security-Policy forbids it) the JS count answers the same.
 */
export function countAndNot(a: Uint32Array, b: Uint32Array, not: Uint32Array, length: number): number {
  // Words past the end of a or b are 0: the intersection stops at the shorter.
  length = Math.min(length, a.length, b.length);
  if (length <= 0) return 0;
  if (compiled === undefined) compiled = compileKernel();
  return compiled === null || length < COUNT_IN_WEBASSEMBLY.from ? countAndNotInJs(a, b, not, length) : (compiled(a, b, not, length) ?? countAndNotInJs(a, b, not, length));
}

/** Below `from` words the copy into WebAssembly's memory costs more than it saves. (Tests lower it.) */
export const COUNT_IN_WEBASSEMBLY = { from: 64 };

/** How many bits each 16-bit value has set: a word's count in JS is two reads (faster here than the bit-twiddling sum). */
const BITS = new Uint8Array(65536);
for (let value = 1; value < 65536; value++) BITS[value] = (value & 1) + BITS[value >>> 1]!;

/** The count in plain JavaScript. The loops have no branch on a word's value (one guessed wrong half the time). */
export function countAndNotInJs(a: Uint32Array, b: Uint32Array, not: Uint32Array, length: number): number {
  let count = 0;
  let k = 0;
  for (const masked = Math.min(length, not.length); k < masked; k++) {
    const word = a[k]! & b[k]! & ~not[k]!;
    count += BITS[word & 0xffff]! + BITS[word >>> 16]!;
  }
  for (; k < length; k++) {
    const word = a[k]! & b[k]!;
    count += BITS[word & 0xffff]! + BITS[word >>> 16]!;
  }
  return count;
}

/** Whether counts run in WebAssembly here (they do in Node and in browsers that allow it). */
export function countsInWebAssembly(): boolean {
  if (compiled === undefined) compiled = compileKernel();
  return compiled !== null;
}

/** The count in WebAssembly; undefined when its memory could not grow to hold the words (the JS count answers). */
type Kernel = (a: Uint32Array, b: Uint32Array, not: Uint32Array, length: number) => number | undefined;

/** undefined until the first count; null where WebAssembly is not there or refused (tried once, not at every count). */
let compiled: Kernel | null | undefined;

/**
 * The WebAssembly module, from its instructions:
 *
 *   (memory (export "memory") 1)
 *   (func (export "countAnd") (param $a i32) (param $b i32) (param $n i32) (result i32) (local $sum i64)
 *     (block (loop
 *       (br_if 1 (i32.eqz (local.get $n)))
 *       (local.set $sum (i64.add (local.get $sum) (i64.popcnt (i64.and (i64.load $a) (i64.load $b)))))
 *       $a += 8, $b += 8, $n -= 1, (br 0)))
 *     (i32.wrap_i64 (local.get $sum)))
 *   (func (export "countAndNot") (param $a i32) (param $b i32) (param $c i32) (param $n i32) (result i32) …
 *     the same, with (i64.and … (i64.xor (i64.load $c) (i64.const -1))) and $c += 8)
 *
 * `$n` counts 64-bit words; the bitsets' 32-bit words are copied in, with a zero word after an odd count of a's.
 */
function kernelBytes(): Uint8Array<ArrayBuffer> {
  const [I32, I64, FUNC, EMPTY_BLOCK] = [0x7f, 0x7e, 0x60, 0x40];
  const op = { block: 0x02, loop: 0x03, br: 0x0c, brIf: 0x0d, end: 0x0b, get: 0x20, set: 0x21, i32Const: 0x41, i64Const: 0x42, i64Load: 0x29, i32Eqz: 0x45, i32Add: 0x6a, i32Sub: 0x6b, i64Popcnt: 0x7b, i64Add: 0x7c, i64And: 0x83, i64Xor: 0x85, wrap: 0xa7 };
  const load = (local: number) => [op.get, local, op.i64Load, 3, 0];
  const advance = (local: number) => [op.get, local, op.i32Const, 8, op.i32Add, op.set, local];
  const countDown = (local: number) => [op.get, local, op.i32Const, 1, op.i32Sub, op.set, local];
  const body = (masked: boolean): number[] => {
    const [a, b, c, n] = masked ? [0, 1, 2, 3] : [0, 1, -1, 2];
    const sum = n + 1;
    const words = [...load(a), ...load(b), op.i64And, ...(masked ? [...load(c), op.i64Const, 0x7f, op.i64Xor, op.i64And] : [])];
    const loop = [op.get, n, op.i32Eqz, op.brIf, 1, op.get, sum, ...words, op.i64Popcnt, op.i64Add, op.set, sum, ...advance(a), ...advance(b), ...(masked ? advance(c) : []), ...countDown(n), op.br, 0];
    const code = [1, 1, I64, op.block, EMPTY_BLOCK, op.loop, EMPTY_BLOCK, ...loop, op.end, op.end, op.get, sum, op.wrap, op.end];
    return [...uleb(code.length), ...code];
  };
  const name = (text: string) => [text.length, ...[...text].map((char) => char.charCodeAt(0))];
  const section = (id: number, content: number[]) => [id, ...uleb(content.length), ...content];
  return new Uint8Array([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, [2, FUNC, 3, I32, I32, I32, 1, I32, FUNC, 4, I32, I32, I32, I32, 1, I32]),
    ...section(3, [2, 0, 1]),
    ...section(5, [1, 0, 1]),
    ...section(7, [3, ...name('memory'), 2, 0, ...name('countAnd'), 0, 0, ...name('countAndNot'), 0, 1]),
    ...section(10, [2, ...body(false), ...body(true)]),
  ]);
}

function uleb(value: number): number[] {
  const bytes: number[] = [];
  do {
    const low = value & 0x7f;
    value >>>= 7;
    bytes.push(value === 0 ? low : low | 0x80);
  } while (value !== 0);
  return bytes;
}

const PAGE = 65536;

function compileKernel(): Kernel | null {
  let exports: { memory: WebAssembly.Memory; countAnd: (a: number, b: number, n: number) => number; countAndNot: (a: number, b: number, c: number, n: number) => number };
  try {
    if (typeof WebAssembly !== 'object') return null;
    exports = new WebAssembly.Instance(new WebAssembly.Module(kernelBytes())).exports as typeof exports;
  } catch {
    return null;
  }
  const { memory, countAnd, countAndNot: countMasked } = exports;
  let words = new Uint32Array(memory.buffer);
  return (a, b, not, length) => {
    const even = length + (length & 1);
    const masked = Math.min(length, not.length);
    const regions = masked > 0 ? 3 : 2;
    if (regions * even > words.length) {
      try {
        memory.grow(Math.ceil((regions * even * 4 - memory.buffer.byteLength) / PAGE));
      } catch {
        return undefined;
      }
      words = new Uint32Array(memory.buffer);
    }
    words.set(a.subarray(0, length), 0);
    words.set(b.subarray(0, length), even);
    // The last 64-bit word of an odd count: its upper half is a's zero, whatever memory held.
    if (length < even) words[length] = 0;
    if (masked === 0) return countAnd(0, even * 4, even / 2);
    words.set(not.subarray(0, masked), 2 * even);
    words.fill(0, 2 * even + masked, 3 * even);
    return countMasked(0, even * 4, even * 8, even / 2);
  };
}
