import { afterEach, describe, expect, it } from 'vitest';
import { SharedSlab } from './shared-slab.js';

const BYTES = SharedSlab.bytes;
afterEach(() => {
  SharedSlab.bytes = BYTES;
});

describe('SharedSlab', () => {
  it('copies arrays of every kind into shared memory, each aligned for its kind, one after the other in a slab', () => {
    SharedSlab.bytes = 256;
    const slab = new SharedSlab();
    const arrays = [Uint8Array.of(1, 2, 3), Float64Array.of(1.5, Number.NaN, -0), Uint16Array.of(65535), Int32Array.of(-1, 7), Uint32Array.of(2 ** 32 - 1), new Uint32Array(0)];
    const copies = arrays.map((array) => slab.copy(array));
    copies.forEach((copy, index) => {
      expect(copy.constructor).toBe(arrays[index]!.constructor);
      expect(copy).toEqual(arrays[index]);
      expect(copy.buffer).toBeInstanceOf(SharedArrayBuffer);
      expect(copy.byteOffset % 8).toBe(0);
    });
    // A copy is its own: changing the original leaves it.
    arrays[0]![0] = 9;
    expect(copies[0]![0]).toBe(1);
    expect(new Set(copies.map((copy) => copy.buffer)).size).toBe(1);
    expect(copies[1]!.byteOffset).toBe(8);
  });

  it('starts a new slab when the next copy does not fit, and gives an array above a slab memory of its own', () => {
    SharedSlab.bytes = 64;
    const slab = new SharedSlab();
    const first = slab.copy(new Float64Array(6));
    const second = slab.copy(new Float64Array(4));
    expect(second.buffer).not.toBe(first.buffer);
    expect(second.byteOffset).toBe(0);
    const big = slab.copy(Uint8Array.from({ length: 100 }, (_, i) => i));
    expect(big.buffer.byteLength).toBe(100);
    expect(big[99]).toBe(99);
    // The slab's room is still used after it.
    const after = slab.copy(Uint8Array.of(5));
    expect(after.buffer).toBe(second.buffer);
    expect([after.byteOffset, after[0]]).toEqual([32, 5]);
  });
});
