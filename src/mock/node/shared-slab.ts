/** The kinds of typed array a link table's image holds. */
export type SlabColumn = Float64Array | Int32Array | Uint32Array | Uint16Array | Uint8Array;

/**
 * Copies of typed arrays in shared memory, cut one after the other out of SharedArrayBuffers of `SharedSlab.bytes`
 * (48 MB) or more, for a thread that sends many arrays to another which reads them once and lets them go (the tail of
 * readInHalves: its parts' columns wait in the main thread until it has read its own half).
 *
 * Why not each array in its own ArrayBuffer: glibc's malloc serves a block below its threshold (128 KB at first, up
 * to 32 MB once a block that large has been freed) from the arena of the thread that asks for it, and a thread's
 * arena keeps what is freed in it. At a million links the tail's parts, made on the worker and freed on the main
 * thread once copied, left 53–66 MB free but resident in the worker's arena for the life of the mock. A block above
 * 32 MB is always a mapping of its own, given back whole when the last view on it is collected.
 */
export class SharedSlab {
  /** A slab's size: above glibc's highest threshold (32 MB), so it is never carved out of an arena. */
  static bytes = 48 * 1024 * 1024;

  #buffer: SharedArrayBuffer | undefined;
  #used = 0;

  /** A copy of `array` in a slab: the same kind of array, over shared memory. */
  copy<T extends SlabColumn>(array: T): T {
    const bytes = array.byteLength;
    const View = array.constructor as new (buffer: SharedArrayBuffer, offset: number, length: number) => T;
    let view: T;
    if (bytes > SharedSlab.bytes) {
      // An array larger than a slab has memory of its own; the slab's room stays for the next ones.
      view = new View(new SharedArrayBuffer(bytes), 0, array.length);
    } else {
      // Every kind's elements aligned: a Float64Array starts at a multiple of 8.
      let at = Math.ceil(this.#used / 8) * 8;
      if (this.#buffer === undefined || at + bytes > this.#buffer.byteLength) {
        this.#buffer = new SharedArrayBuffer(SharedSlab.bytes);
        at = 0;
      }
      view = new View(this.#buffer, at, array.length);
      this.#used = at + bytes;
    }
    view.set(array);
    return view;
  }
}
