import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';

/** Whether curl is installed: the short-link walkthrough needs it (the tests that run it are skipped, saying so, without it). */
export const hasCurl = (() => {
  try {
    execFileSync('curl', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** A port nothing listens on now. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
