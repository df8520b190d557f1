/**
 * The reference of the scaling benchmark: a bare node:http server answering each request with the bytes the mock
 * answered it with: its status, its headers and its body (read from a JSON file of path → answer), so the difference
 * is the mock's work, not the payload. Node adds the same framing to both (Date, Connection, Keep-Alive, chunks).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/** One answer of the mock, as the benchmark recorded it. */
export interface RecordedAnswer {
  status: number;
  /** The mock's own headers, without those Node adds to every answer (date, connection, keep-alive, transfer-encoding or content-length). */
  headers: Record<string, string>;
  body: string;
}

const answers = new Map(Object.entries(JSON.parse(readFileSync(process.argv[3]!, 'utf8')) as Record<string, RecordedAnswer>));
const NOT_RECORDED: RecordedAnswer = { status: 404, headers: { 'content-type': 'application/json; charset=utf-8' }, body: '{}' };
const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    const answer = answers.get(request.url ?? '') ?? NOT_RECORDED;
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  });
});
server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => console.log(`bare server listening on ${JSON.stringify(server.address())}`));
process.on('SIGINT', () => server.close(() => process.exit(0)));
