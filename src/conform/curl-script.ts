import { OWN_ID_FIELDS, madeBy } from './replay-setup.js';
import type { Exchange } from './target.js';

/** What a replay script is made of: the failure's exchanges, the earlier ones they rely on, and what to say. */
export interface ReplayScriptInput {
  /** The first comment line: the check, its sections and the rule. */
  title: string;
  /** What the check found, written under the title. */
  message?: string;
  /** The run's base URL: requests under it are sent under $LINKPROOF_BASE_URL when that is set. */
  baseUrl: string;
  /** Earlier exchanges of the run the failing ones rely on (setupFor). */
  setup?: readonly Exchange[];
  exchanges: readonly Exchange[];
  /**
   * The run's id, in every key, tenantId and externalId it chose: each replay sends a new one of the same length
   * (LINKPROOF_RUN_ID sets it), so that a replay can be run again on the same server without meeting its own links.
   */
  runId?: string;
}

/** A value the script reads from an answer, to send where the recording sent the value the target made then. */
interface Capture {
  name: string;
  recorded: string;
  /** Where it is in the answer, as a jq program and as the steps the node fallback takes. */
  jq: string;
  steps: (string | number | { key: string })[];
}

const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;
const TOKEN = /\$LINKPROOF_(?:OTHER_)?TOKEN/g;

/**
 * A text as one shell word: single-quoted, but the run's tokens (recorded as `$LINKPROOF_TOKEN`), the base URL at
 * its start and each value read from an earlier answer spliced in as variables.
 */
function shellWord(text: string, baseUrl: string | undefined, captures: readonly Capture[], runId?: string): string {
  const parts: string[] = [];
  let rest = text;
  if (baseUrl !== undefined && rest.startsWith(baseUrl)) {
    parts.push('"$base"');
    rest = rest.slice(baseUrl.length);
  }
  // The longest value first: a key inside a short link inside a QR code's URL is replaced as the largest; the run's id last.
  const byLength = [...[...captures].sort((a, b) => b.recorded.length - a.recorded.length), ...(runId === undefined || runId === '' ? [] : [{ name: 'run', recorded: runId }])];
  const splice = (piece: string): void => {
    if (piece === '') return;
    for (const capture of byLength) {
      const at = piece.indexOf(capture.recorded);
      if (at < 0) continue;
      splice(piece.slice(0, at));
      parts.push(`"$${capture.name}"`);
      splice(piece.slice(at + capture.recorded.length));
      return;
    }
    let last = 0;
    for (const match of piece.matchAll(TOKEN)) {
      if (match.index > last) parts.push(quote(piece.slice(last, match.index)));
      parts.push(`"${match[0]}"`);
      last = match.index + match[0].length;
    }
    if (last < piece.length) parts.push(quote(piece.slice(last)));
  };
  splice(rest);
  return parts.length === 0 ? "''" : parts.join('');
}

/** The first place in an answer where a value of the target's own stands, under a field of OWN_ID_FIELDS; undefined if none. */
function pathTo(value: unknown, wanted: string, keyIsOwn: (key: string) => boolean): Capture['steps'] | undefined {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = pathTo(item, wanted, keyIsOwn);
      if (found === undefined) continue;
      // An item found by its key (one the run chose) rather than by its place: a list may be in another order.
      const key = item !== null && typeof item === 'object' ? (item as Record<string, unknown>).key : undefined;
      return [typeof key === 'string' && key !== wanted && keyIsOwn(key) ? { key } : index, ...found];
    }
    return undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  for (const [field, item] of Object.entries(value)) {
    if (OWN_ID_FIELDS.has(field) && item === wanted) return [field];
    const found = pathTo(item, wanted, keyIsOwn);
    if (found !== undefined) return [field, ...found];
  }
  return undefined;
}

const jqOf = (steps: Capture['steps']): string =>
  ['.', ...steps.map((step) => (typeof step === 'string' ? `.[${JSON.stringify(step)}]` : typeof step === 'number' ? `.[${step}]` : `.[] | select(.key? == ${JSON.stringify(step.key)})`))].join(' | ');

const sentIn = (exchange: Exchange, value: string) => exchange.url.includes(value) || (exchange.body?.includes(value) ?? false) || Object.values(exchange.headers).some((header) => header.includes(value));

const textual = (exchange: Exchange) => !/^<\d+ bytes of /.test(exchange.responseBody);

const PRELUDE = String.raw`d=$(mktemp -d) || exit 2
trap 'rm -rf "$d"' EXIT
differ=''
# send N RECORDED SETUP METHOD URL CURL-ARGUMENTS...: sends exchange N, prints it and its answer, and notes a status
# other than the recorded one; no answer at all (the server is not there) stops the replay (exit 2).
send() {
  n=$1; recorded=$2; setup=$3; method=$4; url=$5; shift 5
  echo ">>> #$n $method $url"
  curl -sS -D "$d/$n.h" -o "$d/$n" -X "$method" "$url" "$@"
  cat "$d/$n.h" 2>/dev/null
  if grep -qi '^content-type: *image/' "$d/$n.h" 2>/dev/null; then echo "<$(wc -c < "$d/$n") bytes>"; else cat "$d/$n" 2>/dev/null; fi
  echo
  status=$(sed -n 's/^HTTP\/[0-9.]* \([0-9][0-9]*\).*/\1/p' "$d/$n.h" 2>/dev/null | tail -n 1)
  [ -n "$status" ] || status=0
  if [ "$status" = 0 ] && [ "$recorded" != 0 ]; then
    echo "linkproof: no answer to #$n ($method $url): is the server at $base running? Nothing is told of the failure." >&2
    exit 2
  fi
  if [ "$status" = "$recorded" ]; then echo "# #$n answered $status, as recorded"
  else
    echo "# #$n answered $status, recorded $recorded"
    [ "$setup" = setup ] || differ="$differ #$n"
  fi
  echo
}
# pick N JQ STEPS RECORDED: the value at JQ in answer N (jq, else node), else the recorded one (said on stderr).
pick() {
  v=''
  if command -v jq >/dev/null 2>&1; then v=$(jq -r "($2) // empty" "$d/$1" 2>/dev/null | head -n 1)
  else
    v=$(node -e 'let v=JSON.parse(require("fs").readFileSync(process.argv[1],"utf8"));for(const s of JSON.parse(process.argv[2]))v=v==null?v:typeof s==="object"?(Array.isArray(v)?v.find((x)=>x!=null&&x.key===s.key):undefined):v[s];if(typeof v==="string")process.stdout.write(v)' "$d/$1" "$3" 2>/dev/null)
  fi
  if [ -n "$v" ]; then printf '%s' "$v"; else echo "# answer #$1 has no value at $2: sending the recorded $4" >&2; printf '%s' "$4"; fi
}
`;

/**
 * A shell script that replays a failure with curl: the earlier exchanges it relies on (setup), then its own, in the
 * order sent. What the target made up then (a link's or a tag's id, a generated key) is read from the new answers
 * (with jq, else node) and sent where the recording sent it, so the script reproduces on a restarted or another
 * target. Each answer's status is compared with the recorded one; the script exits 0 when the failing exchanges'
 * statuses are all as recorded, 1 when one differs. Tokens are never written down: the script reads them from
 * $LINKPROOF_TOKEN and $LINKPROOF_OTHER_TOKEN; $LINKPROOF_BASE_URL aims it at another base URL.
 */
export function curlScript(input: ReplayScriptInput): string {
  const { baseUrl, exchanges, runId } = input;
  const setup = input.setup ?? [];
  const all = [...setup, ...exchanges];
  const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ');
  const renew = runId !== undefined && runId.length > 4;
  const word = (text: string, base?: string) => shellWord(text, base, captures, renew ? runId : undefined);
  const lines = [
    '#!/bin/sh',
    `# ${oneLine(input.title)}`,
    ...(input.message === undefined ? [] : [`# found: ${oneLine(input.message).slice(0, 600)}`]),
    `# Replays the failing exchanges${setup.length > 0 ? `, after the ${setup.length} earlier one(s) of the run they rely on,` : ''} with curl. Set LINKPROOF_TOKEN (and`,
    '# LINKPROOF_OTHER_TOKEN) to the tokens the run used; LINKPROOF_BASE_URL aims it at another base URL. Ids the target',
    '# makes up are read from its answers (with jq, else node). Exits 0 when the failing exchanges are answered with',
    '# their recorded statuses (then look for what the check found in their answers), 1 when one is not, 2 when the',
    ...(renew
      ? [
          `# server does not answer. Each replay sends its own run id in place of ${runId} (LINKPROOF_RUN_ID=${runId} sends`,
          '# the recorded values), and deletes the links it created at the end (LINKPROOF_KEEP=1 keeps them).',
        ]
      : ['# server does not answer. It deletes the links it created at the end (LINKPROOF_KEEP=1 keeps them).']),
    'set -u',
    `base=\${LINKPROOF_BASE_URL:-${quote(baseUrl)}}`,
    'base=${base%/}',
    ...(renew ? [`run=\${LINKPROOF_RUN_ID:-${quote(runId.slice(0, -4))}$(printf '%04x' $(( ($(date +%s) + $$) % 65536 )))}`] : []),
    PRELUDE,
    `echo ${quote(`linkproof: replaying ${oneLine(input.title)}${input.message === undefined ? '' : `; the run found: ${oneLine(input.message).slice(0, 300)}`}`)}`,
    'echo',
    '',
  ];
  const captures: Capture[] = [];
  // The links each create made, by the capture that reads its id and the token that made it: deleted at the end.
  const created: { capture: Capture; authorization: string }[] = [];
  let toolChecked = false;
  // A value the run sent itself (a key it chose) names an item of a list; one the target made up does not.
  const sentByRun = (value: string) => all.some((exchange) => exchange.body?.includes(JSON.stringify(value)) === true);
  for (const [index, exchange] of all.entries()) {
    const number = index + 1;
    const isSetup = index < setup.length;
    if (index === 0 && isSetup) lines.push('# setup: earlier exchanges of the run that the failing ones rely on', '');
    if (index === setup.length) lines.push('# the failing exchanges', '');
    const parts = ['send', String(number), String(exchange.status), isSetup ? 'setup' : 'failing', exchange.method, word(exchange.url, baseUrl)];
    for (const [name, value] of Object.entries(exchange.headers)) {
      if (name === 'content-length') continue;
      parts.push('-H', word(`${name}: ${value}`));
    }
    if (exchange.body !== undefined) parts.push('--data-raw', word(exchange.body));
    const sender = isSetup && exchange.sentBy !== undefined ? ` (sent by ${exchange.sentBy})` : '';
    lines.push(`# #${number}${sender}: answered ${exchange.status === 0 ? `nothing (${exchange.error ?? 'no answer'})` : exchange.status}`, parts.join(' '));
    if (!textual(exchange)) continue;
    const later = all.slice(index + 1);
    const makes = createdLinks(exchange);
    for (const value of madeBy(exchange, OWN_ID_FIELDS)) {
      const deleted = makes.includes(value);
      if (captures.some((capture) => capture.recorded === value) || (!deleted && !later.some((next) => sentIn(next, value)))) continue;
      const steps = pathTo(exchange.json, value, sentByRun);
      if (steps === undefined) continue;
      if (!toolChecked) {
        lines.push(`command -v jq >/dev/null 2>&1 || command -v node >/dev/null 2>&1 || { echo ${quote('linkproof: this replay reads the ids the target makes up from its answers, with jq or node: neither is on the PATH')} >&2; exit 2; }`);
        toolChecked = true;
      }
      const capture: Capture = { name: `made${captures.length + 1}`, recorded: value, jq: jqOf(steps), steps };
      lines.push(`${capture.name}=$(pick ${number} ${word(capture.jq)} ${word(JSON.stringify(steps))} ${quote(value)})`);
      captures.push(capture);
      if (deleted) created.push({ capture, authorization: exchange.headers.authorization ?? '' });
    }
    lines.push('');
  }
  if (created.length > 0) {
    lines.push(`# cleanup: the ${created.length} link(s) this replay created are deleted (LINKPROOF_KEEP=1 keeps them)`, 'if [ -z "${LINKPROOF_KEEP:-}" ]; then');
    for (const { capture, authorization } of created) lines.push(`  curl -sS -o /dev/null -X DELETE "$base"'/links/'"$${capture.name}" -H ${word(`authorization: ${authorization}`)}`);
    lines.push('fi', '');
  }
  lines.push(
    'if [ -z "$differ" ]; then',
    `  echo ${quote('linkproof: the failing exchanges were answered with their recorded statuses; see whether their answers show what the check found')}`,
    'else',
    `  echo "linkproof: answered otherwise than recorded at$differ: the target has changed, or holds other data"`,
    '  exit 1',
    'fi',
  );
  return `${lines.join('\n')}\n`;
}

/** The ids of the links a create answered (POST /links, POST /links/bulk, a 2xx): what a replay deletes after itself. */
function createdLinks(exchange: Exchange): string[] {
  if (exchange.method !== 'POST' || exchange.status < 200 || exchange.status >= 300 || !/\/links(?:\/bulk)?$/.test(new URL(exchange.url).pathname)) return [];
  const items = Array.isArray(exchange.json) ? exchange.json : [exchange.json];
  return items.flatMap((item) => (item !== null && typeof item === 'object' && typeof (item as { id?: unknown }).id === 'string' && typeof (item as { shortLink?: unknown }).shortLink === 'string' ? [(item as { id: string }).id] : []));
}
