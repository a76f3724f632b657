import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** The mails a server without SMTP_URL wrote to `DATA_DIR/mail/` (their file names; none before the first). */
export async function writtenMails(dataDir: string): Promise<string[]> {
  const files = await readdir(join(dataDir, 'mail')).catch(() => []);
  return files.filter((file) => file.endsWith('.eml'));
}
