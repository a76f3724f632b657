import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import type { Logger } from '../../logger.ts';

/** The application server's key pair of the Web Push protocol (RFC 8292) and its contact. */
export interface VapidKeys {
  /** uncompressed P-256 public key, base64url: the browser's `applicationServerKey` */
  publicKey: string;
  privateKey: string;
  /** `mailto:` or `https:` contact the push services may use */
  subject: string;
}

export interface VapidSource {
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, both or neither */
  configured: { publicKey: string; privateKey: string } | undefined;
  subject: string;
  /** where generated keys are kept when none are configured */
  dataDir: string;
}

export const VAPID_FILE = 'vapid.json';

const storedSchema = z.object({ publicKey: z.string().min(80), privateKey: z.string().min(40) });

/**
 * Configured keys, or keys generated once and kept in DATA_DIR/vapid.json, so a restart keeps the
 * browsers' subscriptions valid (a subscription is bound to the public key it was made with).
 * Several server processes must share configured keys: each would otherwise generate its own.
 */
export async function loadVapidKeys(source: VapidSource, logger: Logger): Promise<VapidKeys> {
  if (source.configured) return { ...source.configured, subject: source.subject };
  const file = path.join(source.dataDir, VAPID_FILE);
  const stored = await readStored(file);
  if (stored) return { ...stored, subject: source.subject };
  const generated = webpush.generateVAPIDKeys();
  await mkdir(source.dataDir, { recursive: true });
  try {
    // 'wx': a process that started at the same moment and wrote first wins; we read its keys.
    await writeFile(file, JSON.stringify(generated, null, 2) + '\n', { flag: 'wx', mode: 0o600 });
    logger.info(`Generated VAPID keys for web push in ${file}`);
    return { ...generated, subject: source.subject };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readStored(file);
    if (!winner) throw new Error(`${file} holds no valid VAPID keys`, { cause: error });
    return { ...winner, subject: source.subject };
  }
}

async function readStored(file: string): Promise<{ publicKey: string; privateKey: string } | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = storedSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} holds no valid VAPID keys`);
  return parsed.data;
}
