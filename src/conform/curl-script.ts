import type { Exchange } from './target.js';

const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;
/** A header as a curl argument: the run's tokens are recorded as `$LINKPROOF_TOKEN` / `$LINKPROOF_OTHER_TOKEN`, which the shell fills in. */
const header = (name: string, value: string) => (/\$LINKPROOF_(OTHER_)?TOKEN/.test(value) ? `"${`${name}: ${value}`.replace(/["\\`]/g, '\\$&')}"` : quote(`${name}: ${value}`));

/**
 * A shell script that replays exchanges against the same base URL with curl. Tokens are never written
 * down: the script reads them from $LINKPROOF_TOKEN and $LINKPROOF_OTHER_TOKEN.
 */
export function curlScript(exchanges: readonly Exchange[], title: string): string {
  const lines = ['#!/bin/sh', `# ${title.replace(/\n/g, ' ')}`, '# Replays the failing sequence. Set LINKPROOF_TOKEN (and LINKPROOF_OTHER_TOKEN) to the tokens the run used.', 'set -u', ''];
  for (const exchange of exchanges) {
    const parts = ['curl -sS -i', '-X', exchange.method, quote(exchange.url)];
    for (const [name, value] of Object.entries(exchange.headers)) {
      if (name === 'content-length') continue;
      parts.push('-H', header(name, value));
    }
    if (exchange.body !== undefined) parts.push('--data-raw', quote(exchange.body));
    lines.push(`# answered ${exchange.status === 0 ? `nothing (${exchange.error ?? 'no answer'})` : exchange.status}`, `${parts.join(' ')}`, 'echo', '');
  }
  return `${lines.join('\n')}\n`;
}
