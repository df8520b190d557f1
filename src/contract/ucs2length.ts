/**
 * The length of a string in Unicode code points, as JSON Schema counts `minLength` and `maxLength`: a
 * surrogate pair is one character. The precompiled validators call it where ajv's compiled code calls
 * ajv's own runtime helper of the same algorithm (ucs2length.test.ts checks they agree); that helper is
 * CommonJS with only a default export, which bundlers and Node import differently.
 */
export function ucs2length(text: string): number {
  const length = text.length;
  let count = 0;
  let position = 0;
  while (position < length) {
    count++;
    const unit = text.charCodeAt(position++);
    // A high surrogate followed by a low one is one code point.
    if (unit >= 0xd800 && unit <= 0xdbff && position < length && (text.charCodeAt(position) & 0xfc00) === 0xdc00) position++;
  }
  return count;
}
