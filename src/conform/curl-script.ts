import type { Exchange } from './target.js';

const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/**
 * A shell script that replays exchanges against the same base URL with curl. The token is read from
 * $LINKPROOF_TOKEN rather than written down.
 */
export function curlScript(exchanges: readonly Exchange[], token: string, title: string): string {
  const lines = ['#!/bin/sh', `# ${title}`, '# Replays the failing sequence. Set LINKPROOF_TOKEN to the token the run used.', 'set -u', ''];
  for (const exchange of exchanges) {
    const parts = ['curl -sS -i', '-X', exchange.method, quote(exchange.url)];
    for (const [name, value] of Object.entries(exchange.headers)) {
      if (name === 'content-length') continue;
      parts.push('-H', name === 'authorization' ? `"authorization: ${value.replace(token, '$LINKPROOF_TOKEN')}"` : quote(`${name}: ${value}`));
    }
    if (exchange.body !== undefined) parts.push('--data-raw', quote(exchange.body));
    lines.push(`# answered ${exchange.status}`, `${parts.join(' ')}`, 'echo', '');
  }
  return `${lines.join('\n')}\n`;
}
