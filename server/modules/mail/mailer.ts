import path from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import type { Config } from '../../config.ts';
import type { Logger } from '../../logger.ts';
import { webAddress } from './compose.ts';
import { loadMailSecret } from './secret.ts';
import { folderTransport, MailDeliveryError, type MailTransport, SMTP_TIMEOUTS, type SmtpTimeouts, smtpTransport } from './transport.ts';
import { type UnsubscribeClaim, unsubscribeKey, unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe.ts';

/** One mail to one person; `text` and `html` usually come from compose.ts `composeMail`. */
export interface OutgoingMail {
  /** the recipient's address */
  to: string;
  /** the recipient's name, shown beside the address */
  toName?: string | undefined;
  subject: string;
  text: string;
  html: string;
  /** further headers; those the mailer sets itself (From, To, Subject, List-Unsubscribe, MIME, …) are refused */
  headers?: Record<string, string> | undefined;
  /** the one-click unsubscribe address of the mail's kind: `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058) */
  listUnsubscribeUrl?: string | undefined;
}

export interface SentMail {
  /** `smtp`: handed to SMTP_URL's server; `file`: written into DATA_DIR/mail */
  via: 'smtp' | 'file';
  /** the Message-ID header, angle brackets included */
  messageId: string;
  /** the SMTP server's answer (`250 …`) */
  response?: string | undefined;
  /** the `.eml` file */
  file?: string | undefined;
}

export const MAIL_FOLDER = 'mail';

const OWN_HEADERS = new Set([
  'from',
  'sender',
  'reply-to',
  'to',
  'cc',
  'bcc',
  'subject',
  'date',
  'message-id',
  'list-unsubscribe',
  'list-unsubscribe-post',
  'mime-version',
  'content-type',
  'content-transfer-encoding',
]);
const HEADER_NAME = /^[A-Za-z0-9][A-Za-z0-9-]{0,75}$/;

export interface MailerOptions {
  /** SMTP waits (tests shorten them) */
  smtpTimeouts?: Partial<SmtpTimeouts>;
}

/**
 * The e-mail channel of one server process (`services.mailer`): sends through SMTP_URL's server, or
 * without one writes each mail into DATA_DIR/mail/ as an `.eml` file and logs it, so a fresh install
 * needs no mail server. It also signs and checks the unsubscribe links (unsubscribe.ts) with the
 * mail secret, loaded on first use.
 */
export class Mailer {
  readonly transport: MailTransport;
  /** where the links in mails lead: PUBLIC_ORIGIN's origin, else the address the server listens on (app.ts sets it once listening) */
  linkOrigin: string;
  private secret: Promise<Buffer> | undefined;

  constructor(
    private readonly config: Pick<Config, 'mail' | 'dataDir' | 'publicOrigin' | 'port'>,
    private readonly logger: Logger,
    options: MailerOptions = {},
  ) {
    this.linkOrigin = config.publicOrigin ? new URL(config.publicOrigin).origin : `http://localhost:${config.port}`;
    this.transport = config.mail.smtpUrl
      ? smtpTransport(config.mail.smtpUrl, { ...SMTP_TIMEOUTS, ...options.smtpTimeouts })
      : folderTransport(path.join(config.dataDir, MAIL_FOLDER));
  }

  /** Sends one mail; a failure is a MailDeliveryError (never an unhandled rejection) for the caller to log or retry. */
  async send(mail: OutgoingMail): Promise<SentMail> {
    const headers = checkedHeaders(mail);
    const delivery = await this.transport.deliver({
      from: this.config.mail.from,
      to: { name: mail.toName ?? '', address: checkedRecipient(mail.to) },
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers,
      ...(mail.listUnsubscribeUrl !== undefined && { list: { unsubscribe: checkedUnsubscribeUrl(mail.listUnsubscribeUrl) } }),
    });
    if (delivery.via === 'file') this.logger.info(`Mail to ${mail.to} "${mail.subject}" written to ${delivery.file} (no SMTP_URL)`);
    else this.logger.debug(`Mail to ${mail.to} "${mail.subject}" sent through ${this.transport.target}: ${delivery.response}`);
    return delivery;
  }

  /** The absolute address of a path of the site, for a link in a mail. */
  link(path: string): string {
    return new URL(path, this.linkOrigin).href;
  }

  /** A token for the one-click unsubscribe link of one person's (`entityId`) mails of one kind. */
  async unsubscribeToken(claim: UnsubscribeClaim): Promise<string> {
    return unsubscribeToken(await this.unsubscribeKey(), claim);
  }

  /** What a token signed by this server names; undefined for a tampered, truncated or foreign one. */
  async verifyUnsubscribeToken(token: string): Promise<UnsubscribeClaim | undefined> {
    return verifyUnsubscribeToken(await this.unsubscribeKey(), token);
  }

  close(): void {
    this.transport.close();
  }

  private async unsubscribeKey(): Promise<Buffer> {
    this.secret ??= loadMailSecret(this.config.mail.secret, this.config.dataDir, this.logger).catch((error: unknown) => {
      this.secret = undefined;
      throw error;
    });
    return unsubscribeKey(await this.secret);
  }
}

function refused(mail: OutgoingMail, problem: string): MailDeliveryError {
  return new MailDeliveryError(`Mail to ${JSON.stringify(mail.to)} "${mail.subject}" refused: ${problem}`, 'EMESSAGE', false);
}

/** Exactly one plain address: a list, a group or a display name in `to` would reach others. */
function checkedRecipient(to: string): string {
  const parsed = addressparser(to);
  const only = parsed.length === 1 ? parsed[0] : undefined;
  if (!only?.address || only.name || only.address !== to.trim() || !/^[^\s@<>",;]+@[^\s@<>",;]+$/.test(only.address)) {
    throw new MailDeliveryError(`Mail refused: ${JSON.stringify(to)} is not one e-mail address`, 'EENVELOPE', false);
  }
  return only.address;
}

function checkedHeaders(mail: OutgoingMail): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(mail.headers ?? {})) {
    if (!HEADER_NAME.test(name)) throw refused(mail, `${JSON.stringify(name)} is no header name`);
    if (OWN_HEADERS.has(name.toLowerCase())) throw refused(mail, `the mailer sets ${name} itself`);
    if (/[\r\n]/.test(value)) throw refused(mail, `the ${name} header holds a line break`);
    headers[name] = value;
  }
  if (mail.listUnsubscribeUrl !== undefined) headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  return headers;
}

function checkedUnsubscribeUrl(url: string): string {
  const href = webAddress(url);
  if (!href) throw new MailDeliveryError(`Mail refused: the unsubscribe address ${JSON.stringify(url)} is not an http(s) address`, 'EMESSAGE', false);
  return href;
}
