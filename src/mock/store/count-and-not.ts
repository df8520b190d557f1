/**
 * The number of bits set in `sets[0] & sets[1] & … & ~not`, over the first `length` words of bitsets (`not` may be
 * shorter: missing words are 0; so may a set, whose missing words are 0 too). This is a combined count's whole cost
 * at a million links: 31,000 words a set, each request.
 *
 * JavaScript has no popcount: the same count in JS costs 2-5 ns a word here (two table reads a word), while
 * WebAssembly's `i64.popcnt` over the words copied into its memory costs under 1 ns, copy included. (SIMD's
 * `i8x16.popcnt` was tried: the loop reads memory as fast as it can either way, 5-6 µs for two sets of a million
 * links, and the copy in is as long.) The module is a few dozen bytes, made below from its instructions; where
 * WebAssembly cannot run (a page whose Content-Security-Policy forbids it) the JS count answers the same.
 */
export function countAndNot(sets: readonly Uint32Array[], not: Uint32Array, length: number): number {
  // Words past the end of a set are 0: the intersection stops at the shortest.
  for (const set of sets) length = Math.min(length, set.length);
  if (length <= 0 || sets.length === 0) return 0;
  if (compiled === undefined) compiled = compileKernel();
  return compiled === null || length < COUNT_IN_WEBASSEMBLY.from ? countAndNotInJs(sets, not, length) : (compiled(sets, not, length) ?? countAndNotInJs(sets, not, length));
}

/** Below `from` words the copy into WebAssembly's memory costs more than it saves. (Tests lower it.) */
export const COUNT_IN_WEBASSEMBLY = { from: 64 };

/** How many bits each 16-bit value has set: a word's count in JS is two reads (faster here than the bit-twiddling sum). */
const BITS = new Uint8Array(65536);
for (let value = 1; value < 65536; value++) BITS[value] = (value & 1) + BITS[value >>> 1]!;

/** The count in plain JavaScript. The loops have no branch on a word's value (one guessed wrong half the time). */
export function countAndNotInJs(sets: readonly Uint32Array[], not: Uint32Array, length: number): number {
  for (const set of sets) length = Math.min(length, set.length);
  if (length <= 0 || sets.length === 0) return 0;
  const [first, ...others] = sets as [Uint32Array, ...Uint32Array[]];
  let count = 0;
  let k = 0;
  for (const masked = Math.min(length, not.length); k < masked; k++) {
    let word = first[k]! & ~not[k]!;
    for (let j = 0; j < others.length; j++) word &= others[j]![k]!;
    count += BITS[word & 0xffff]! + BITS[word >>> 16]!;
  }
  for (; k < length; k++) {
    let word = first[k]!;
    for (let j = 0; j < others.length; j++) word &= others[j]![k]!;
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
type Kernel = (sets: readonly Uint32Array[], not: Uint32Array, length: number) => number | undefined;

/** undefined until the first count; null where WebAssembly is not there or refused (tried once, not at every count). */
let compiled: Kernel | null | undefined;

/**
 * The WebAssembly module, from its instructions:
 *
 *   (memory (export "memory") 1)
 *   (func (export "count") (param $a i32) (param $b i32) (param $n i32) (result i32) (local $sum i64)
 *     (block (loop
 *       (br_if 1 (i32.eqz (local.get $n)))
 *       (local.set $sum (i64.add (local.get $sum) (i64.popcnt (i64.and (i64.load $a) (i64.load $b)))))
 *       $a += 8, $b += 8, $n -= 1, (br 0)))
 *     (i32.wrap_i64 (local.get $sum)))
 *   (func (export "countNot") (param $a i32) (param $b i32) (param $c i32) (param $n i32) (result i32) …
 *     the same, with (i64.and … (i64.xor (i64.load $c) (i64.const -1))) and $c += 8)
 *   (func (export "and") (param $a i32) (param $b i32) (param $n i32)
 *     the same loop, storing (i64.and (i64.load $a) (i64.load $b)) at $a)
 *
 * `$n` counts 64-bit words.
 */
function kernelBytes(): Uint8Array<ArrayBuffer> {
  const [I32, I64, FUNC, EMPTY_BLOCK] = [0x7f, 0x7e, 0x60, 0x40];
  const op = { block: 0x02, loop: 0x03, br: 0x0c, brIf: 0x0d, end: 0x0b, get: 0x20, set: 0x21, i32Const: 0x41, i64Const: 0x42, i64Load: 0x29, i64Store: 0x37, i32Eqz: 0x45, i32Add: 0x6a, i32Sub: 0x6b, i64Popcnt: 0x7b, i64Add: 0x7c, i64And: 0x83, i64Xor: 0x85, wrap: 0xa7 };
  const load = (local: number) => [op.get, local, op.i64Load, 3, 0];
  const advance = (local: number) => [op.get, local, op.i32Const, 8, op.i32Add, op.set, local];
  const countDown = (local: number) => [op.get, local, op.i32Const, 1, op.i32Sub, op.set, local];
  const loop = (n: number, step: number[], pointers: number[]) => [op.block, EMPTY_BLOCK, op.loop, EMPTY_BLOCK, op.get, n, op.i32Eqz, op.brIf, 1, ...step, ...pointers.flatMap(advance), ...countDown(n), op.br, 0, op.end, op.end];
  const words = (masked: boolean) => [...load(0), ...load(1), op.i64And, ...(masked ? [...load(2), op.i64Const, 0x7f, op.i64Xor, op.i64And] : [])];
  const body = (code: number[]) => [...uleb(code.length), ...code];
  const count = (masked: boolean): number[] => {
    const [n, sum] = masked ? [3, 4] : [2, 3];
    const step = [op.get, sum, ...words(masked), op.i64Popcnt, op.i64Add, op.set, sum];
    return body([1, 1, I64, ...loop(n, step, masked ? [0, 1, 2] : [0, 1]), op.get, sum, op.wrap, op.end]);
  };
  const and = body([0, ...loop(2, [op.get, 0, ...words(false), op.i64Store, 3, 0], [0, 1]), op.end]);
  const name = (text: string) => [text.length, ...[...text].map((char) => char.charCodeAt(0))];
  const section = (id: number, content: number[]) => [id, ...uleb(content.length), ...content];
  return new Uint8Array([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, [3, FUNC, 3, I32, I32, I32, 1, I32, FUNC, 4, I32, I32, I32, I32, 1, I32, FUNC, 3, I32, I32, I32, 0]),
    ...section(3, [3, 0, 1, 2]),
    ...section(5, [1, 0, 1]),
    ...section(7, [4, ...name('memory'), 2, 0, ...name('count'), 0, 0, ...name('countNot'), 0, 1, ...name('and'), 0, 2]),
    ...section(10, [3, ...count(false), ...count(true), ...and]),
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

interface KernelExports {
  memory: WebAssembly.Memory;
  count: (a: number, b: number, n: number) => number;
  countNot: (a: number, b: number, c: number, n: number) => number;
  and: (a: number, b: number, n: number) => void;
}

/**
 * The kernel: the sets are copied into its memory in regions of `length` words rounded up to an even count (the first
 * region's words past `length` are 0, so what lies past it in the others is never counted). The first set goes to
 * region 0, each next but the last is and-ed into it through region 1, the last is region 1, and `not` (zeroed past
 * its end) region 2. Null where WebAssembly is not there or refused.
 */
function compileKernel(): Kernel | null {
  let exports: KernelExports;
  try {
    if (typeof WebAssembly !== 'object') return null;
    exports = new WebAssembly.Instance(new WebAssembly.Module(kernelBytes())).exports as unknown as KernelExports;
  } catch {
    return null;
  }
  const { memory, count, countNot, and } = exports;
  let words = new Uint32Array(memory.buffer);
  return (sets, not, length) => {
    const region = length + (length & 1);
    const steps = region / 2;
    const masked = Math.min(length, not.length);
    const regions = masked > 0 ? 3 : 2;
    if (regions * region > words.length) {
      try {
        memory.grow(Math.ceil((regions * region * 4 - memory.buffer.byteLength) / PAGE));
      } catch {
        return undefined;
      }
      words = new Uint32Array(memory.buffer);
    }
    const [first, ...others] = sets as [Uint32Array, ...Uint32Array[]];
    words.set(first.subarray(0, length), 0);
    // The last 64-bit word of an odd count: its upper half is 0, whatever memory held.
    if (length < region) words[length] = 0;
    // One set alone is counted against itself.
    const last = others.pop() ?? first;
    for (const other of others) {
      words.set(other.subarray(0, length), region);
      and(0, region * 4, steps);
    }
    words.set(last.subarray(0, length), region);
    if (masked === 0) return count(0, region * 4, steps);
    words.set(not.subarray(0, masked), 2 * region);
    words.fill(0, 2 * region + masked, 3 * region);
    return countNot(0, region * 4, region * 8, steps);
  };
}
