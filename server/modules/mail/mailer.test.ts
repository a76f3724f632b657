import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createLogger, type Logger } from '../../logger.ts';
import { composeMail } from './compose.ts';
import { Mailer, type OutgoingMail, type SentMail } from './mailer.ts';
import { MAIL_SECRET_FILE } from './secret.ts';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server.ts';
import { MailDeliveryError } from './transport.ts';
import { unsubscribeToken } from './unsubscribe.ts';

const SMTP_USER = 'lepke-mailer';
const SMTP_PASS = 'p@ss:wörd/1';

const SUBJECTS = { hu: 'Új üzenet – őű ŐŰ', tr: 'Yeni mesaj – ğüşıöç İĞŞ', ro: 'Mesaj nou – ăâîșț ĂÂÎȘȚ' } as const;

/** A mail as a notification would build it, with its unsubscribe link. */
function mailFor(language: keyof typeof SUBJECTS, to = `${language}@lepke.test`): OutgoingMail {
  // A link as long as a real one: its header is folded before the address, never inside it.
  const unsubscribe = `https://lepke.example/api/mail/unsubscribe/${unsubscribeToken(Buffer.alloc(32), { entityId: 123456, kind: `replies-${language}` })}`;
  const composed = composeMail({
    language,
    heading: SUBJECTS[language],
    body: `${SUBJECTS[language]}\n\nhttps://lepke.example/message/12`,
    footer: `Footer ${SUBJECTS[language]}`,
    unsubscribe: { label: 'Leiratkozás', url: unsubscribe },
  });
  return { to, toName: `Név ${SUBJECTS[language]}`, subject: SUBJECTS[language], ...composed, listUnsubscribeUrl: unsubscribe };
}

function only(address: AddressObject | AddressObject[] | undefined) {
  const objects = Array.isArray(address) ? address : address ? [address] : [];
  return objects.flatMap((object) => object.value);
}

function expectSameMail(parsed: ParsedMail, mail: OutgoingMail) {
  expect(only(parsed.from)).toEqual([{ name: 'Lepke Értesítő', address: 'ertesito@lepke.example' }]);
  expect(only(parsed.to)).toEqual([{ name: mail.toName, address: mail.to }]);
  expect(parsed.subject).toBe(mail.subject);
  // The text part arrives as written (mailparser normalises line ends to \n); the HTML part byte for byte.
  expect(parsed.text?.trim()).toBe(mail.text.trim());
  expect(parsed.html).toBe(mail.html);
  // mailparser folds the List-* headers into one `list` value: the lines as they arrived are compared.
  const lines = (key: string) => parsed.headerLines.filter((line) => line.key === key).map((line) => line.line.replace(/\r?\n[ \t]+/g, ' ').replace(/: +/, ': '));
  expect(lines('list-unsubscribe')).toEqual([`List-Unsubscribe: <${mail.listUnsubscribeUrl}>`]);
  expect(lines('list-unsubscribe-post')).toEqual(['List-Unsubscribe-Post: List-Unsubscribe=One-Click']);
  expect(parsed.messageId).toMatch(/^<.+@lepke\.example>$/);
}

const quiet = createLogger('silent');

function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const keep = (message: string) => void lines.push(message);
  return { lines, error: keep, warn: keep, info: keep, debug: () => undefined };
}

let dataDir: string;
let smtp: TestSmtpServer;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'lepke-mail-'));
  smtp = await startTestSmtpServer({ user: SMTP_USER, pass: SMTP_PASS });
});
afterAll(async () => {
  await smtp?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const FROM = '"Lepke Értesítő" <ertesito@lepke.example>';

function smtpMailer(url: string, timeouts = {}): Mailer {
  return new Mailer(loadConfig({ DATA_DIR: dataDir, SMTP_URL: url, MAIL_FROM: FROM }), quiet, { smtpTimeouts: timeouts });
}

describe('with SMTP_URL', () => {
  test('Hungarian, Turkish and Romanian mails arrive whole: From, To, Subject, both parts, List-Unsubscribe, through the login of SMTP_URL', async () => {
    const mailer = smtpMailer(smtp.url(SMTP_USER, SMTP_PASS));
    try {
      for (const language of ['hu', 'tr', 'ro'] as const) {
        const mail = mailFor(language);
        const sent = await mailer.send(mail);
        expect(sent.via).toBe('smtp');
        expect(sent.response).toMatch(/^250 /);
        const received = await smtp.next();
        expect(received.user).toBe(SMTP_USER);
        expect(received.envelope).toEqual({ from: 'ertesito@lepke.example', to: [mail.to] });
        expectSameMail(received.parsed, mail);
        expect(received.parsed.messageId).toBe(sent.messageId);
        expect(received.parsed.html).toContain(`<html lang="${language}">`);
      }
    } finally {
      mailer.close();
    }
  });

  test('smtps:// speaks TLS from the first byte', async () => {
    const tls = await startTestSmtpServer({ user: SMTP_USER, pass: SMTP_PASS }, { secure: true });
    const mailer = smtpMailer(tls.url(SMTP_USER, SMTP_PASS));
    try {
      await mailer.send(mailFor('hu'));
      expectSameMail((await tls.next()).parsed, mailFor('hu'));
    } finally {
      mailer.close();
      await tls.close();
    }
  });

  test('wrong credentials: a MailDeliveryError EAUTH, not transient, without the password in its message', async () => {
    const mailer = smtpMailer(smtp.url(SMTP_USER, 'not-the-password'));
    const before = smtp.received.length;
    const error = await mailer.send(mailFor('hu')).catch((caught: unknown) => caught);
    mailer.close();
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect(error).toMatchObject({ code: 'EAUTH', transient: false, responseCode: 535 });
    expect((error as Error).message).toContain(`smtp://127.0.0.1:${smtp.port}`);
    expect((error as Error).message).not.toContain('not-the-password');
    expect(smtp.received.length).toBe(before);
  });

  test('a server that does not listen: ESOCKET (ECONNREFUSED) at once, transient', async () => {
    const closed = await freePort();
    const mailer = smtpMailer(`smtp://u:p@127.0.0.1:${closed}`);
    const error = await mailer.send(mailFor('hu')).catch((caught: unknown) => caught);
    mailer.close();
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect(error).toMatchObject({ code: 'ESOCKET', transient: true });
    expect((error as Error).message).toMatch(/ECONNREFUSED/);
  });

  test('a server that never greets: ETIMEDOUT after the greeting timeout, no hang', async () => {
    const silent: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const mailer = smtpMailer(`smtp://u:p@127.0.0.1:${(silent.address() as AddressInfo).port}`, { greetingMs: 300 });
    const started = Date.now();
    try {
      const error = await mailer.send(mailFor('hu')).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(MailDeliveryError);
      expect(error).toMatchObject({ code: 'ETIMEDOUT', transient: true });
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      mailer.close();
      silent.close();
    }
  });
});

describe('without SMTP_URL', () => {
  test('each mail becomes an .eml file in DATA_DIR/mail/ that parses back to the same mail, and one info line', async () => {
    const folderDir = await mkdtemp(path.join(tmpdir(), 'lepke-mail-folder-'));
    const logger = recordingLogger();
    const mailer = new Mailer(loadConfig({ DATA_DIR: folderDir, MAIL_FROM: FROM }), logger);
    try {
      const sent: SentMail[] = [];
      for (const language of ['hu', 'tr', 'ro'] as const) sent.push(await mailer.send(mailFor(language)));
      const files = (await readdir(path.join(folderDir, 'mail'))).sort();
      expect(files).toHaveLength(3);
      // Sorting the names sorts the mails by the time they were written; no name repeats.
      expect(files).toEqual(sent.map((mail) => path.basename(mail.file!)));
      for (const file of files) expect(file).toMatch(/^\d{8}T\d{6}\.\d{3}Z-\d{6}-[0-9a-f]{12}\.eml$/);
      for (const [at, language] of (['hu', 'tr', 'ro'] as const).entries()) {
        const raw = await readFile(path.join(folderDir, 'mail', files[at]!));
        // RFC 5322: CRLF line ends, every line of the file's headers 7-bit (encoded words), no bare LF.
        expect(raw.includes('\n')).toBe(true);
        expect(/(?<!\r)\n/.test(raw.toString('latin1'))).toBe(false);
        const headers = raw.subarray(0, raw.indexOf('\r\n\r\n')).toString('latin1');
        expect(/^[\x20-\x7e\r\n\t]*$/.test(headers)).toBe(true);
        const parsed = await simpleParser(raw);
        expectSameMail(parsed, mailFor(language));
        expect(parsed.messageId).toBe(sent[at]!.messageId);
        expect(sent[at]).toMatchObject({ via: 'file' });
      }
      expect(logger.lines).toEqual(
        (['hu', 'tr', 'ro'] as const).map((language, at) => `Mail to ${language}@lepke.test "${SUBJECTS[language]}" written to ${sent[at]!.file} (no SMTP_URL)`),
      );
      expect((await stat(path.join(folderDir, 'mail', files[0]!))).mode & 0o777).toBe(0o600);
    } finally {
      mailer.close();
      await rm(folderDir, { recursive: true, force: true });
    }
  });

  test('a folder that cannot be written: a MailDeliveryError EFILE, and no partial file left', async () => {
    const folderDir = await mkdtemp(path.join(tmpdir(), 'lepke-mail-blocked-'));
    await writeFile(path.join(folderDir, 'mail'), 'a file where the folder should be');
    const mailer = new Mailer(loadConfig({ DATA_DIR: folderDir }), quiet);
    try {
      const error = await mailer.send(mailFor('hu')).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(MailDeliveryError);
      expect(error).toMatchObject({ code: 'EFILE', transient: false });
      expect(await readdir(folderDir)).toEqual(['mail']);
    } finally {
      mailer.close();
      await rm(folderDir, { recursive: true, force: true });
    }
  });

  test('MAIL_FROM defaults to Lepke at PUBLIC_ORIGIN’s host', async () => {
    const folderDir = await mkdtemp(path.join(tmpdir(), 'lepke-mail-from-'));
    const mailer = new Mailer(loadConfig({ DATA_DIR: folderDir, PUBLIC_ORIGIN: 'https://lepke.example' }), quiet);
    try {
      const sent = await mailer.send(mailFor('hu'));
      const parsed = await simpleParser(await readFile(sent.file!));
      expect(only(parsed.from)).toEqual([{ name: 'Lepke', address: 'no-reply@lepke.example' }]);
    } finally {
      mailer.close();
      await rm(folderDir, { recursive: true, force: true });
    }
  });
});

describe('what the mailer refuses', () => {
  const mailer = () => new Mailer(loadConfig({ DATA_DIR: dataDir, MAIL_FROM: FROM }), quiet);

  test.each([
    ['a list of recipients', { to: 'a@lepke.test, b@lepke.test' }, 'EENVELOPE'],
    ['a name in the address', { to: 'Eve <eve@lepke.test>' }, 'EENVELOPE'],
    ['no address', { to: 'nobody' }, 'EENVELOPE'],
    ['a header the mailer sets', { headers: { Bcc: 'eve@lepke.test' } }, 'EMESSAGE'],
    ['a header name with a colon', { headers: { 'X-A: b\r\nBcc': 'x' } }, 'EMESSAGE'],
    ['a header value with a line break', { headers: { 'X-Lepke-Kind': 'comments\r\nBcc: eve@lepke.test' } }, 'EMESSAGE'],
    ['an unsubscribe address that is not http(s)', { listUnsubscribeUrl: 'javascript:alert(1)' }, 'EMESSAGE'],
  ])('%s', async (_what, change, code) => {
    const error = await mailer()
      .send({ ...mailFor('hu'), ...change })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect(error).toMatchObject({ code, transient: false });
  });

  test('a line break in the subject or the name cannot add a header', async () => {
    const sent = await mailer().send({
      ...mailFor('hu'),
      subject: 'Hi\r\nBcc: eve@lepke.test',
      toName: 'Ann\r\nBcc: eve@lepke.test',
      headers: { 'X-Lepke-Kind': 'comments' },
    });
    const parsed = await simpleParser(await readFile(sent.file!));
    expect(parsed.bcc).toBeUndefined();
    expect(parsed.headers.has('bcc')).toBe(false);
    expect(parsed.subject).not.toContain('\n');
    expect(parsed.headers.get('x-lepke-kind')).toBe('comments');
  });
});

describe('unsubscribe tokens of the mailer', () => {
  test('the key is generated once into DATA_DIR/mail-secret and kept across restarts; MAIL_SECRET replaces it', async () => {
    const keyDir = await mkdtemp(path.join(tmpdir(), 'lepke-mail-key-'));
    try {
      const first = new Mailer(loadConfig({ DATA_DIR: keyDir }), quiet);
      const token = await first.unsubscribeToken({ entityId: 42, kind: 'comments' });
      const stored = await readFile(path.join(keyDir, MAIL_SECRET_FILE), 'utf8');
      expect(stored).toMatch(/^[\w-]{43}\n$/);
      expect((await stat(path.join(keyDir, MAIL_SECRET_FILE))).mode & 0o777).toBe(0o600);

      const restarted = new Mailer(loadConfig({ DATA_DIR: keyDir }), quiet);
      expect(await restarted.verifyUnsubscribeToken(token)).toEqual({ entityId: 42, kind: 'comments' });
      expect(await readFile(path.join(keyDir, MAIL_SECRET_FILE), 'utf8')).toBe(stored);

      const otherInstall = new Mailer(loadConfig({ DATA_DIR: await mkdtemp(path.join(keyDir, 'other-')) }), quiet);
      expect(await otherInstall.verifyUnsubscribeToken(token)).toBeUndefined();

      const secret = 'a-configured-secret-of-forty-characters!';
      const configured = new Mailer(loadConfig({ DATA_DIR: keyDir, MAIL_SECRET: secret }), quiet);
      const elsewhere = new Mailer(loadConfig({ DATA_DIR: await mkdtemp(path.join(keyDir, 'elsewhere-')), MAIL_SECRET: secret }), quiet);
      const shared = await configured.unsubscribeToken({ entityId: 7, kind: 'digest' });
      expect(await elsewhere.verifyUnsubscribeToken(shared)).toEqual({ entityId: 7, kind: 'digest' });
      expect(await configured.verifyUnsubscribeToken(token)).toBeUndefined();
    } finally {
      await rm(keyDir, { recursive: true, force: true });
    }
  });

  test('a damaged key file is an error, not a new key', async () => {
    const keyDir = await mkdtemp(path.join(tmpdir(), 'lepke-mail-key-'));
    try {
      await writeFile(path.join(keyDir, MAIL_SECRET_FILE), 'short\n');
      await expect(new Mailer(loadConfig({ DATA_DIR: keyDir }), quiet).unsubscribeToken({ entityId: 1, kind: 'comments' })).rejects.toThrow(/holds no valid key/);
    } finally {
      await rm(keyDir, { recursive: true, force: true });
    }
  });
});

/** A port nothing listens on: one the system gave a moment ago, closed again. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
