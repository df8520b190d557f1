import { open, rename, unlink, type FileHandle } from 'node:fs/promises';

/**
 * Writes a file whole or not at all: `write` fills `temporary`, which is fsync'd and renamed to `path` (a failure
 * removes it and leaves `path` as it was). The caller fsyncs the folder when the rename itself must be durable.
 */
export async function writeThenRename(temporary: string, path: string, write: (handle: FileHandle) => Promise<void>): Promise<void> {
  const handle = await open(temporary, 'w');
  try {
    await write(handle);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
  await handle.close();
  await rename(temporary, path);
}
