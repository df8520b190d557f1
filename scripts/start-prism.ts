/**
 * Starts Prism's stateless mock of openapi.yaml on a free loopback port. Used by the contract test
 * (Prism must accept the document) and, later, by benchmarks and the suites' self-test as a reference.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const PRISM = fileURLToPath(new URL('../node_modules/.bin/prism', import.meta.url));
const CONTRACT = fileURLToPath(new URL('../openapi.yaml', import.meta.url));

export interface RunningPrism {
  baseUrl: string;
  /** Prism's process (a benchmark pins it to a core). */
  pid: number;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function startPrism(options: { timeoutMs?: number } = {}): Promise<RunningPrism> {
  const port = await freePort();
  const args = ['mock', CONTRACT, '--host', '127.0.0.1', '--port', String(port)];
  const child = spawn(PRISM, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`Prism did not start within ${options.timeoutMs ?? 30_000} ms:\n${output}`));
    }, options.timeoutMs ?? 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${code} before listening:\n${output}`));
    });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
