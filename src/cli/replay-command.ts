import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { makeFolder } from '../make-folder.js';
import { dirname, resolve } from 'node:path';
import type { Har } from 'har-format';
import { trafficJunit } from '../proxy/traffic-junit.js';
import { placeholdersOf, refusedPlaceholders, replayHar } from '../replay/replay-har.js';
import { canParseUrl } from '../can-parse-url.js';

export interface ReplayCommandOptions {
  file: string;
  baseUrl: string;
  /** By placeholder index: 1 for $LINKPROOF_TOKEN, 2 for $LINKPROOF_TOKEN_2. */
  tokens: ReadonlyMap<number, string>;
  exclusive: boolean;
  report?: string;
  junit?: string;
  log?: (line: string) => void;
  fetch?: (request: Request) => Promise<Response>;
}

/**
 * `linkproof replay FILE.har`: replays what a proxy recorded against another target, prints each exchange whose
 * answer differs and each finding, then a summary. Resolves to the exit code.
 */
export async function runReplay(options: ReplayCommandOptions): Promise<number> {
  const log = options.log ?? ((line: string) => console.log(line));
  let har: Har;
  try {
    har = JSON.parse(readFileSync(options.file, 'utf8')) as Har;
    if (!Array.isArray(har?.log?.entries)) throw new Error('it has no log.entries');
    const bad = har.log.entries.findIndex((entry) => typeof entry?.request?.method !== 'string' || typeof entry.request.url !== 'string' || !canParseUrl(entry.request.url) || !Array.isArray(entry.request.headers) || typeof entry?.response?.status !== 'number' || typeof entry.response.content !== 'object');
    if (bad >= 0) throw new Error(`entry ${bad + 1} lacks a request (method, url, headers) or a response (status, content)`);
  } catch (error) {
    console.error(`linkproof replay: ${options.file} is not a HAR file a proxy recorded: ${(error as Error).message}`);
    return 2;
  }
  const tokens = new Map(options.tokens);
  // A token the recorded target refused every time is a wrong one a client tried: any token no target issues stands for it.
  for (const index of refusedPlaceholders(har)) {
    if (tokens.has(index)) continue;
    tokens.set(index, `linkproof_refused_token_${index}`);
    log(`${index === 1 ? '$LINKPROOF_TOKEN' : `$LINKPROOF_TOKEN_${index}`} was refused (401) on every request of the recording: replayed with a token no target issues`);
  }
  const missing = placeholdersOf(har).filter((index) => !tokens.has(index));
  if (missing.length > 0) {
    const name = (index: number) => (index === 1 ? '$LINKPROOF_TOKEN (--token)' : index === 2 ? '$LINKPROOF_TOKEN_2 (--token-2)' : `$LINKPROOF_TOKEN_${index}`);
    const beyond = missing.some((index) => index > 2) ? ' (a replay takes the tokens of two workspaces, --token and --token-2: record the traffic of the others apart)' : '';
    console.error(`linkproof replay: the recording uses ${missing.map(name).join(' and ')}; give its token${beyond}`);
    return 2;
  }
  const report = await replayHar(har, { baseUrl: options.baseUrl, tokens, exclusive: options.exclusive, ...(options.fetch !== undefined && { fetch: options.fetch }) });
  for (const exchange of report.exchanges) {
    if (exchange.skipped !== undefined) log(`#${exchange.number} ${exchange.method} ${exchange.path}: not replayed, ${exchange.skipped}`);
    else if (exchange.differences.length > 0) log(`#${exchange.number} ${exchange.method} ${exchange.path}: ${exchange.differences.map((difference) => `${difference.at}: ${difference.recorded} → ${difference.now}`).join('; ')}`);
  }
  for (const finding of report.findings) if (finding.kind !== 'gap') log(`${finding.kind === 'failure' ? 'FINDING  ' : 'SUSPICION'} ${finding.rule} [${finding.rules.join(' ')}] #${finding.exchanges.join(',#')}: ${finding.message}`);
  const differing = report.exchanges.filter((exchange) => exchange.differences.length > 0).length;
  const failures = report.findings.filter((finding) => finding.kind === 'failure').length;
  const suspicions = report.findings.filter((finding) => finding.kind === 'suspicion').length;
  const write = (target: string, text: string) => {
    const file = resolve(target);
    makeFolder(dirname(file));
    writeFileSync(`${file}.tmp`, text);
    renameSync(`${file}.tmp`, file);
  };
  if (options.report !== undefined) write(options.report, `${JSON.stringify({ file: options.file, baseUrl: options.baseUrl, differing, failures, suspicions, ...report }, null, 2)}\n`);
  if (options.junit !== undefined) write(options.junit, trafficJunit('linkproof replay', report.findings, report.coverage.exercised, report.exchanges.length));
  log(`replayed ${report.exchanges.length} exchange(s) against ${options.baseUrl}: ${report.exchanges.length - differing} the same, ${differing} differ; ${failures} failure(s), ${suspicions} suspicion(s); ${report.mapped} id(s) mapped`);
  return differing > 0 || failures > 0 ? 1 : 0;
}
