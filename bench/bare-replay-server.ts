/**
 * The reference of the scaling benchmark: a bare node:http server answering each request with the bytes the mock
 * answered it with (read from a JSON file of path → body), so the difference is the mock's work, not the payload.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const answers = new Map(Object.entries(JSON.parse(readFileSync(process.argv[3]!, 'utf8')) as Record<string, string>));
const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    const body = answers.get(request.url ?? '');
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body ?? '{}');
  });
});
server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => console.log(`bare server listening on ${JSON.stringify(server.address())}`));
process.on('SIGINT', () => server.close(() => process.exit(0)));
