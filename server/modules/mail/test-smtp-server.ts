import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** MAIL FROM and RCPT TO */
  envelope: { from: string | undefined; to: string[] };
  /** the user that logged in */
  user: string | undefined;
  raw: Buffer;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  port: number;
  /** the SMTP_URL that reaches it with these credentials */
  url(user: string, pass: string): string;
  received: ReceivedMail[];
  /** the next mail to arrive (or the first not yet taken) */
  next(): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * Tests only: a real SMTP server (smtp-server) on a random port of 127.0.0.1 that requires a login
 * with `credentials` and keeps every mail it receives, parsed by mailparser. `secure`: TLS from the
 * start (smtps://) with smtp-server's built-in test certificate; otherwise plain, without STARTTLS.
 */
export async function startTestSmtpServer(credentials: { user: string; pass: string }, { secure = false } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  let taken = 0;
  const server = new SMTPServer({
    secure,
    logger: false,
    authOptional: false,
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    disabledCommands: secure ? [] : ['STARTTLS'],
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass) callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      buffer(stream)
        .then(async (raw) => {
          const mail: ReceivedMail = {
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
            },
            user: typeof session.user === 'string' ? session.user : undefined,
            raw,
            parsed: await simpleParser(raw),
          };
          received.push(mail);
          waiting.shift()?.(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: (user, pass) =>
      `${secure ? 'smtps' : 'smtp'}://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@127.0.0.1:${port}${secure ? '?tls.rejectUnauthorized=false' : ''}`,
    received,
    next() {
      const at = taken++;
      if (received[at]) return Promise.resolve(received[at]);
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
