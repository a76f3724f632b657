import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { isTransientError } from 'nodemailer/lib/errors';

/**
 * Where a built message goes: an SMTP server (SMTP_URL), or, with none configured, a folder of
 * `.eml` files. nodemailer builds the message either way (MIME, encoded headers, CRLF lines).
 */
export interface MailTransport {
  /** `smtp://host:port` (never the credentials) or the folder */
  readonly target: string;
  deliver(message: SendMailOptions): Promise<Delivery>;
  close(): void;
}

export interface Delivery {
  via: 'smtp' | 'file';
  messageId: string;
  /** the SMTP server's last answer */
  response?: string | undefined;
  /** the written `.eml` file */
  file?: string | undefined;
}

/** How long an SMTP server may keep us waiting before the send fails with ETIMEDOUT. */
export interface SmtpTimeouts {
  /** to open the TCP connection */
  connectionMs: number;
  /** for the server's greeting after connecting */
  greetingMs: number;
  /** of silence during the conversation */
  socketMs: number;
  /** for the host name's DNS answer */
  dnsMs: number;
}

export const SMTP_TIMEOUTS: SmtpTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 60_000, dnsMs: 10_000 };

/**
 * A mail that was not sent, with nodemailer's code (`ECONNECTION`, `ETIMEDOUT`, `EAUTH`, `EENVELOPE`,
 * …; `EMESSAGE` for a mail refused before sending, `EFILE` for an `.eml` file not written) and
 * whether trying again later may succeed. Its message names the server, never its credentials.
 */
export class MailDeliveryError extends Error {
  override readonly name = 'MailDeliveryError';
  constructor(
    message: string,
    readonly code: string,
    /** a connection that failed or timed out, a 4xx answer: a later try may succeed */
    readonly transient: boolean,
    /** the SMTP server's answer code, when it answered */
    readonly responseCode?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

const COMMON = { disableFileAccess: true, disableUrlAccess: true, xMailer: false } as const;

export function smtpTransport(url: string, timeouts: SmtpTimeouts = SMTP_TIMEOUTS): MailTransport {
  const parsed = new URL(url);
  const target = `${parsed.protocol}//${parsed.host}`;
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
    dnsTimeout: timeouts.dnsMs,
  });
  return {
    target,
    async deliver(message) {
      try {
        const info = await transporter.sendMail({ ...COMMON, ...message });
        return { via: 'smtp', messageId: info.messageId, response: info.response };
      } catch (error) {
        const failure = error as { code?: string; responseCode?: number; message?: string };
        const code = failure.code ?? 'ECONNECTION';
        throw new MailDeliveryError(
          `Mail to ${describeRecipient(message)} not sent through ${target}: ${code}${failure.responseCode ? ` ${failure.responseCode}` : ''} ${failure.message ?? ''}`.trim(),
          code,
          isTransientError(failure),
          failure.responseCode,
          { cause: error },
        );
      }
    },
    close() {
      transporter.close();
    },
  };
}

/** Mails as RFC 5322 files in `directory`, named by the time they were written, so a listing sorts them in order. */
export function folderTransport(directory: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    target: directory,
    async deliver(message) {
      let built;
      try {
        built = await transporter.sendMail({ ...COMMON, ...message });
      } catch (error) {
        const code = (error as { code?: string }).code ?? 'EMESSAGE';
        throw new MailDeliveryError(`Mail to ${describeRecipient(message)} not built: ${code} ${(error as Error).message}`, code, false, undefined, { cause: error });
      }
      const file = path.join(directory, emlFileName());
      const partial = `${file}.partial`;
      try {
        await mkdir(directory, { recursive: true });
        // Written aside and renamed: whoever watches the folder never reads half a mail.
        await writeFile(partial, built.message as Buffer, { flag: 'wx', mode: 0o600 });
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true }).catch(() => undefined);
        throw new MailDeliveryError(`Mail to ${describeRecipient(message)} not written into ${directory}: ${(error as Error).message}`, 'EFILE', false, undefined, {
          cause: error,
        });
      }
      return { via: 'file', messageId: built.messageId, file };
    },
    close() {
      transporter.close();
    },
  };
}

let written = 0;

/**
 * `20261201T203015.123Z-000042-9f86d081884c.eml`: the UTC time to the millisecond, this process's
 * count (mails of one millisecond sort in the order they were written), then 48 random bits, so
 * processes sharing the folder never pick one name.
 */
export function emlFileName(now = new Date()): string {
  const count = String(written++ % 1_000_000).padStart(6, '0');
  return `${now.toISOString().replace(/[-:]/g, '')}-${count}-${randomBytes(6).toString('hex')}.eml`;
}

function describeRecipient(message: SendMailOptions): string {
  const to = message.to;
  if (typeof to === 'string') return to;
  if (to && !Array.isArray(to) && typeof to === 'object' && to.address) return to.address;
  return 'the recipient';
}
