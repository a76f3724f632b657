import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../../logger.ts';

export const MAIL_SECRET_FILE = 'mail-secret';

const STORED = /^[\w-]{43}$/;

/**
 * The key behind the mails' signed links: MAIL_SECRET when configured, otherwise 32 random bytes
 * generated once into DATA_DIR/mail-secret, so the links in mails already sent keep working after a
 * restart. Several server processes without a shared DATA_DIR must share a configured MAIL_SECRET:
 * each would otherwise generate its own and refuse the others' links.
 */
export async function loadMailSecret(configured: string | undefined, dataDir: string, logger: Logger): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = path.join(dataDir, MAIL_SECRET_FILE);
  const stored = await readStored(file);
  if (stored) return stored;
  const generated = randomBytes(32);
  await mkdir(dataDir, { recursive: true });
  try {
    // 'wx': a process that started at the same moment and wrote first wins; we read its secret.
    await writeFile(file, generated.toString('base64url') + '\n', { flag: 'wx', mode: 0o600 });
    logger.info(`Generated the key of the mails' unsubscribe links in ${file}`);
    return generated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readStored(file);
    if (!winner) throw new Error(`${file} holds no valid key`, { cause: error });
    return winner;
  }
}

async function readStored(file: string): Promise<Buffer | undefined> {
  let text: string;
  try {
    text = (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (!STORED.test(text)) throw new Error(`${file} holds no valid key (43 base64url characters)`);
  return Buffer.from(text, 'base64url');
}
