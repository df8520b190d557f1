import { openapiDocument } from './openapi-document.js';
import type { SpecGap } from './openapi-shape.js';
import { escapePointerSegment } from './resolve-ref.js';

/** Every place where the spec says "not shown", with linkproof's default, from `x-spec-gaps`. */
export const specGaps: readonly SpecGap[] = openapiDocument['x-spec-gaps'];

/** An `x-spec-gap` mark in place: which gap applies where, and what it says there. */
export interface SpecGapMark {
  id: string;
  /** JSON pointer of the object that carries the mark. */
  pointer: string;
  note: string;
}

const MARK = /^([A-Za-z0-9]+(?:-[A-Za-z0-9]+)*): (.+)$/s;

/** Every `x-spec-gap` mark of openapi.yaml, in document order. A mark not of the form `<id>: <note>` throws. */
export function specGapMarks(): SpecGapMark[] {
  const marks: SpecGapMark[] = [];
  const visit = (node: unknown, pointer: string): void => {
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      const child = `${pointer}/${escapePointerSegment(key)}`;
      if (key === 'x-spec-gap') {
        const match = MARK.exec(String(value));
        if (match === null) throw new Error(`x-spec-gap at ${pointer} is not "<id>: <note>": ${String(value)}`);
        marks.push({ id: match[1]!, pointer: pointer === '' ? '#' : `#${pointer}`, note: match[2]! });
      } else {
        visit(value, child);
      }
    }
  };
  visit(openapiDocument, '');
  return marks;
}
