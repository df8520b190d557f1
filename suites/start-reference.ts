import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The independent implementation of the spec (a copy of ../shared/reference), with its planted defects. */
export const REFERENCE_SERVER = fileURLToPath(new URL('./reference/ref-server.mjs', import.meta.url));

/**
 * Starts the reference server with the given environment (REF_GAPS, BUG); resolves to its base URL and its
 * process once it prints `ready`. Port 0: a free port, which the server prints, so parallel runs never meet on one.
 */
export async function startReference(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [REFERENCE_SERVER, '0'], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /^port (\d+)$/m.exec(output);
      if (output.includes('ready') && found !== null) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the reference server exited (${code}): ${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}
