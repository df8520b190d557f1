import type { LinkTable } from './link-table.js';
import { LoweredTexts } from './lowered-texts.js';
import { SearchIndex } from './search-index.js';

/**
 * A build of a table's lower-case texts and search index a step at a time (what `linkproof mock` does while idle),
 * which the links' changes do not stop: a link added is kept in the texts at once (its slot is past the build's end,
 * which no pass reads) and put in the index at the end; a link removed stays in what the passes read until the end
 * (its texts held: `LoweredTexts#hold`; no search asks for it meanwhile, its slot is out of every scope), then leaves
 * the texts.
 */
export class SearchBuild {
  /** How many slots a step of lowering the texts reads before it yields (tests make it small). */
  static lowerStep = 1024;

  /** The links' lower-case texts: every link below the build's end once `lowered` has returned them. */
  readonly texts: LoweredTexts;
  readonly #steps: Generator<void, SearchIndex, void>;
  #isLowered = false;
  #index: SearchIndex | undefined;
  readonly #added: number[] = [];
  readonly #removed: number[] = [];

  /** The slots the build reads are those below this (the table's slots when it began); a link added takes a slot past it. */
  readonly end: number;

  constructor(table: LinkTable) {
    this.texts = new LoweredTexts(table);
    this.end = table.slotCount;
    this.#steps = this.#run(this.end);
  }

  *#run(end: number): Generator<void, SearchIndex, void> {
    for (let from = 0; from < end; from += SearchBuild.lowerStep) {
      this.texts.keep(from, Math.min(end, from + SearchBuild.lowerStep));
      yield;
    }
    this.#isLowered = true;
    const index = new SearchIndex();
    yield* index.build((from, to, each) => this.texts.each(from, to, each), end);
    for (const slot of this.#removed) this.texts.remove(slot);
    for (const slot of this.#added) if (this.texts.has(slot)) index.add(slot, this.texts.key(slot), this.texts.url(slot));
    return index;
  }

  /** A link added to the table. */
  added(slot: number): void {
    this.texts.add(slot);
    this.#added.push(slot);
  }

  /** A link about to be removed from the table (its texts are held until the end). */
  removed(slot: number): void {
    this.texts.hold(slot);
    this.#removed.push(slot);
  }

  /** One step; the index once it is built. */
  step(): SearchIndex | undefined {
    if (this.#index === undefined) {
      const step = this.#steps.next();
      if (step.done === true) this.#index = step.value;
    }
    return this.#index;
  }

  /** The texts of every link, lowering the rest of them now if need be (a one-character search during the build). */
  lowered(): LoweredTexts {
    while (!this.#isLowered && this.step() === undefined);
    return this.texts;
  }

  /** The index, built to the end now. */
  finish(): SearchIndex {
    let index = this.step();
    while (index === undefined) index = this.step();
    return index;
  }
}
