/** The reference: a bare node:http server answering one fixed Link, as fast as Node serves JSON. */
import { createServer } from 'node:http';
import { buildLink } from '../dist/factories/build-link.js';

const body = JSON.stringify(buildLink({}, { seed: 1 }));
const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body);
  });
});
server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => console.log(`bare server listening on ${JSON.stringify(server.address())}`));
process.on('SIGINT', () => server.close(() => process.exit(0)));
