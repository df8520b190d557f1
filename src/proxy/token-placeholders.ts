import { writtenForms } from '../written-forms.js';

/**
 * The credentials seen in traffic, each named by a placeholder in the order they were first seen
 * (`$LINKPROOF_TOKEN`, `$LINKPROOF_TOKEN_2`, …). The values live only in memory: every finding, console line,
 * report and recording shows the placeholder, and `hide` takes a token out of any text an upstream echoed it in.
 */
export class TokenPlaceholders {
  readonly #byToken = new Map<string, string>();

  /** The placeholder of a token, giving it the next one when it is new. */
  placeholderOf(token: string): string {
    let placeholder = this.#byToken.get(token);
    if (placeholder === undefined) {
      placeholder = this.#byToken.size === 0 ? '$LINKPROOF_TOKEN' : `$LINKPROOF_TOKEN_${this.#byToken.size + 1}`;
      this.#byToken.set(token, placeholder);
    }
    return placeholder;
  }

  /** The token of an Authorization header (`Bearer T`, or any scheme, or a bare value), named by its placeholder. */
  placeholderOfHeader(authorization: string | undefined): string | undefined {
    const token = tokenOfHeader(authorization);
    return token === undefined ? undefined : this.placeholderOf(token);
  }

  /** The Authorization header with its token replaced by the placeholder (the scheme kept). */
  hideHeader(authorization: string): string {
    const token = tokenOfHeader(authorization);
    return token === undefined ? authorization : authorization.replace(token, this.placeholderOf(token));
  }

  /** `text` with every token seen so far replaced by its placeholder (longest first, so no token hides part of another). */
  hide(text: string): string {
    let hidden = text;
    // Each token as it is and as an upstream may write it back (JSON-escaped, percent-encoded): longest first.
    const forms = [...this.#byToken].flatMap(([token, placeholder]) => writtenForms(token).map((form) => [form, placeholder, token] as const));
    for (const [form, placeholder, token] of forms.sort(([a], [b]) => b.length - a.length)) {
      // A one- to three-character "token" would blank out ordinary text; such a credential is shown as it is nowhere else either.
      if (token.length >= 4) hidden = hidden.replaceAll(form, placeholder);
    }
    return hidden;
  }

  /** The token a placeholder stands for, for replay (`--token`, `--token-2`). */
  static indexOf(placeholder: string): number | undefined {
    if (placeholder === '$LINKPROOF_TOKEN') return 1;
    const match = /^\$LINKPROOF_TOKEN_(\d+)$/.exec(placeholder);
    return match === null ? undefined : Number(match[1]);
  }
}

/** The credential of an Authorization header: what follows the scheme, or the whole value when there is no scheme. */
export function tokenOfHeader(authorization: string | undefined): string | undefined {
  if (authorization === undefined) return undefined;
  const trimmed = authorization.trim();
  if (trimmed === '') return undefined;
  const match = /^\S+\s+(\S+)/.exec(trimmed);
  return match === null ? trimmed : match[1];
}
