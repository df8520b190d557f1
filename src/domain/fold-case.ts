/**
 * A text folded for comparing without case (tag names are "case insensitive", §4.2): lower case, upper, then lower
 * again, so that a letter whose capital is two letters matches them (Straße, STRAẞE, STRASSE and strasse are one
 * name), as Unicode's full case folding has it; lower case alone kept ß apart from SS. Composed first and after (NFC), so that é typed as one
 * character and as e with a combining accent are one name too. Independent of the host's locale.
 */
export function foldCase(text: string): string {
  // Lower first: the capital ẞ lower-cases to ß, which only then upper-cases to SS.
  return text.normalize('NFC').toLowerCase().toUpperCase().toLowerCase().normalize('NFC');
}
