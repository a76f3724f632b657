import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runMailJob } from '../../server/modules/notifications/email/outbox.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../server/modules/mail/test-smtp-server.ts';
import { openTestDatabase, type TestDatabase } from './database.ts';
import { startTestApp, type TestApp } from './harness.ts';

/**
 * The e-mail channel end to end: notices mailed through a real SMTP server (smtp-server, started
 * here with a login) in the recipient's language, the one-click unsubscribe link of a mail, and
 * digests claimed once per person and period, across a restart and two servers at once.
 */

const SMTP_LOGIN = { user: 'lepke', pass: 'smtp-secret' };
const SET = `mutation ($input: SetNotificationChannelsInput!) { setNotificationChannels(input: $input) { __typename } }`;
const PREFERENCES = '{ viewer { notificationPreferences { kind email } } }';
const SEND_REQUEST = `mutation ($input: EntityActionInput!) { sendFriendRequest(input: $input) { __typename } }`;
const SEND_MESSAGE = `mutation ($input: MessageInput!) { sendMessage(input: $input) { __typename ... on Error { code } } }`;
const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
const HOUR = 3600_000;
const DAY = 24 * HOUR;

interface Person {
  cookie: string;
  entityId: number;
  email: string;
}

let smtp: TestSmtpServer;
let database: TestDatabase;
let t: TestApp;
const env = () => ({ SEED_DEMO: '0', SMTP_URL: smtp.url(SMTP_LOGIN.user, SMTP_LOGIN.pass), MAIL_DIGEST_HOUR: '5' });

beforeAll(async () => {
  smtp = await startTestSmtpServer(SMTP_LOGIN);
  database = await openTestDatabase();
  t = await startTestApp({ db: database.db, env: env() });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
  await smtp?.close();
});

let people = 0;
async function person(language: 'hu' | 'en' | 'ro' | 'tr', app = t): Promise<Person> {
  const { cookie, entityId } = await app.register(`Levelező ${++people}`);
  const user = await app.db.prisma.user.update({ where: { entityId }, data: { language }, select: { email: true } });
  return { cookie, entityId, email: user.email };
}

const mailsTo = (someone: Person) => smtp.received.filter((mail) => mail.envelope.to.includes(someone.email));

async function waitForMails(someone: Person, count: number) {
  const deadline = Date.now() + 5000;
  while (mailsTo(someone).length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(mailsTo(someone)).toHaveLength(count);
  return mailsTo(someone);
}

async function choose(app: TestApp, someone: Person, input: Record<string, unknown>) {
  const reply = await app.gql(SET, { input }, { cookie: someone.cookie });
  expect(reply.body.data.setNotificationChannels.__typename).toBe('SetNotificationChannelsPayload');
}

async function emailChoice(someone: Person, kind: string): Promise<string> {
  const reply = await t.gql(PREFERENCES, {}, { cookie: someone.cookie });
  return (reply.body.data.viewer.notificationPreferences as { kind: string; email: string }[]).find((each) => each.kind === kind)!.email;
}

/** A header's value as it was sent (folded lines joined). */
function headerLine(raw: Buffer, name: string): string | undefined {
  const head = raw
    .toString('utf8')
    .split(/\r?\n\r?\n/)[0]!
    .replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim();
}

/** The unsubscribe address a mail's text part gives (the same as its List-Unsubscribe header). */
function unsubscribeLink(text: string): string {
  const match = /(http:\/\/\S+\/unsubscribe\/[\w.-]+)/.exec(text);
  expect(match, text).not.toBeNull();
  return match![1]!;
}

describe('a notice mailed as it happens', () => {
  test('reaches the real SMTP server in the recipient’s language, with both parts and a working one-click unsubscribe link', async () => {
    const [sender, receiver] = await Promise.all([person('hu'), person('tr')]);
    await choose(t, receiver, { kind: 'FRIEND_REQUEST', email: 'IMMEDIATELY' });
    const reply = await t.gql(SEND_REQUEST, { input: { entity: gid('Entity', receiver.entityId) } }, { cookie: sender.cookie });
    expect(reply.body.data.sendFriendRequest.__typename).toBe('RelationPayload');

    const [mail] = await waitForMails(receiver, 1);
    const senderName = (await t.db.prisma.entity.findUniqueOrThrow({ where: { id: sender.entityId } })).displayName;
    const { parsed } = mail!;
    expect(mail!.user).toBe(SMTP_LOGIN.user);
    // Turkish: the notification list's own text, with the sender's name.
    expect(parsed.subject).toBe(`${senderName} sana arkadaşlık isteği gönderdi.`);
    expect(parsed.html).toContain('<html lang="tr">');
    expect(parsed.text).toContain('Bu e-postayı şu konuda e-posta istediğin için aldın: Arkadaşlık istekleri.');
    expect(parsed.text).toContain(`${t.url}/people/${sender.entityId}`);

    const link = unsubscribeLink(parsed.text!);
    expect(headerLine(mail!.raw, 'List-Unsubscribe')).toBe(`<${link}>`);
    expect(headerLine(mail!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Opening the link only asks (a link scanner unsubscribes nobody); the button, or a mail program's one-click POST, does it.
    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="tr">');
    expect(html).toContain('<form method="post"');
    expect(await emailChoice(receiver, 'FRIEND_REQUEST')).toBe('IMMEDIATELY');

    const done = await fetch(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Abonelikten çıktın.');
    expect(await emailChoice(receiver, 'FRIEND_REQUEST')).toBe('OFF');
    // The other choices of the kind stay as they were.
    const stored = await t.db.prisma.user.findUniqueOrThrow({ where: { entityId: receiver.entityId }, select: { settings: true } });
    expect(stored.settings).toEqual({ notify: { FRIEND_REQUEST: { email: 'OFF' } } });
  });

  test('a link that was tampered with, cut short or signed elsewhere unsubscribes nobody', async () => {
    const someone = await person('en');
    await choose(t, someone, { kind: 'LIKE', email: 'IMMEDIATELY' });
    const token = await t.app.services.mailer.unsubscribeToken({ entityId: someone.entityId, kind: 'like' });
    const forged = `${Buffer.from(`${someone.entityId}:comment`).toString('base64url')}.${token.split('.')[1]}`;
    for (const bad of [forged, token.slice(0, -2), 'nonsense', `${token}x`]) {
      const reply = await fetch(`${t.url}/unsubscribe/${encodeURIComponent(bad)}`, { method: 'POST', headers: { 'accept-language': 'en-GB,en;q=0.8' } });
      expect(reply.status, bad).toBe(400);
      expect(await reply.text()).toContain('This unsubscribe link is not valid.');
    }
    expect(await emailChoice(someone, 'LIKE')).toBe('IMMEDIATELY');
    const good = await fetch(`${t.url}/unsubscribe/${token}`, { method: 'POST' });
    expect(good.status).toBe(200);
    expect(await emailChoice(someone, 'LIKE')).toBe('OFF');
  });

  test('a message’s subject is escaped in the HTML part, and a suspended account gets no mail', async () => {
    const [sender, receiver, suspended] = await Promise.all([person('hu'), person('en'), person('en')]);
    await choose(t, receiver, { kind: 'MESSAGE', email: 'IMMEDIATELY' });
    await choose(t, suspended, { kind: 'MESSAGE', email: 'IMMEDIATELY' });
    await t.db.prisma.user.update({ where: { entityId: suspended.entityId }, data: { status: -1 } });
    const subject = '<img src=x onerror=alert(1)> Bükk';
    for (const to of [suspended, receiver]) {
      const reply = await t.gql(SEND_MESSAGE, { input: { to: gid('Entity', to.entityId), subject, body: 'Jössz?' } }, { cookie: sender.cookie });
      expect(reply.body.data.sendMessage.__typename).toBe('MessagePayload');
    }
    const [mail] = await waitForMails(receiver, 1);
    expect(mail!.parsed.html).not.toContain('<img src=x');
    expect(mail!.parsed.html).toContain('&lt;img src=x onerror=alert(1)&gt; Bükk');
    expect(mail!.parsed.text).toContain(subject);
    expect(mailsTo(suspended)).toEqual([]);
    expect(await t.db.prisma.mailNotice.count({ where: { recipientId: suspended.entityId } })).toBe(0);
  });
});

describe('digests', () => {
  /** Backdates someone's waiting notices, as if they had come in `days` days ago. */
  const backdate = (someone: Person, days: number) =>
    t.db.prisma.mailNotice.updateMany({ where: { recipientId: someone.entityId, mailId: null }, data: { createdAt: new Date(Date.now() - days * DAY) } });

  test('a daily digest gathers the day’s notices into one mail, sent once, across a restart and with two servers at once', async () => {
    const [sender, reader] = await Promise.all([person('hu'), person('en')]);
    // Messages are mailed in a daily digest by default.
    for (const subject of ['Lepketúra szombaton', 'Fotók a Bükkből']) {
      const reply = await t.gql(SEND_MESSAGE, { input: { to: gid('Entity', reader.entityId), subject, body: 'Részletek bent.' } }, { cookie: sender.cookie });
      expect(reply.body.data.sendMessage.__typename).toBe('MessagePayload');
    }
    expect(await t.db.prisma.mailNotice.count({ where: { recipientId: reader.entityId, cadence: 'DAILY', mailId: null } })).toBe(2);
    // Today's notices wait for tomorrow's digest.
    await runMailJob(t.app.services);
    expect(mailsTo(reader)).toEqual([]);

    await backdate(reader, 2);
    await runMailJob(t.app.services);
    const [digest] = await waitForMails(reader, 1);
    expect(digest!.parsed.subject).toBe('Daily digest: 2 new notifications');
    expect(digest!.parsed.text).toContain('Lepketúra szombaton');
    expect(digest!.parsed.text).toContain('Fotók a Bükkből');
    expect(digest!.parsed.html).toContain('<html lang="en">');
    expect(headerLine(digest!.raw, 'List-Unsubscribe')).toBe(`<${unsubscribeLink(digest!.parsed.text!)}>`);

    // Again, and after a restart on the same database: nothing more.
    await runMailJob(t.app.services);
    await t.close();
    t = await startTestApp({ db: database.db, env: env() });
    await runMailJob(t.app.services);

    // A notice of the same day that came in after the digest went waits for the next one; two servers run the job at once: one mail.
    const second = await startTestApp({ db: database.db, env: env() });
    try {
      const reply = await t.gql(SEND_MESSAGE, { input: { to: gid('Entity', reader.entityId), subject: 'Még egy', body: '…' } }, { cookie: sender.cookie });
      expect(reply.body.data.sendMessage.__typename).toBe('MessagePayload');
      // Today's digest went: this one waits for tomorrow's.
      expect(await runMailJob(t.app.services)).toBe(0);
      // Its day's digest is due at 5 o'clock (UTC, MAIL_DIGEST_HOUR) the next day, whatever the hour the test runs at.
      const nextDigest = new Date(Math.floor(Date.now() / DAY) * DAY + DAY + 5 * HOUR);
      const sent = await Promise.all([runMailJob(t.app.services, nextDigest), runMailJob(second.app.services, nextDigest)]);
      expect(sent.reduce((sum, each) => sum + each, 0)).toBe(1);
    } finally {
      await second.close();
    }
    await waitForMails(reader, 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(reader)).toHaveLength(2);
    expect(mailsTo(reader)[1]!.parsed.subject).toBe('Daily digest: 1 new notification');
    const mails = await t.db.prisma.notificationMail.findMany({ where: { recipientId: reader.entityId }, select: { cadence: true, status: true, noticeCount: true } });
    expect(mails).toEqual([
      { cadence: 'DAILY', status: 'SENT', noticeCount: 2 },
      { cadence: 'DAILY', status: 'SENT', noticeCount: 1 },
    ]);
  });

  test('a digest claimed by a process that stopped before sending is sent once by the next', async () => {
    const [sender, reader] = await Promise.all([person('hu'), person('ro')]);
    await choose(t, reader, { kind: 'FRIEND_REQUEST', email: 'WEEKLY' });
    const reply = await t.gql(SEND_REQUEST, { input: { entity: gid('Entity', reader.entityId) } }, { cookie: sender.cookie });
    expect(reply.body.data.sendFriendRequest.__typename).toBe('RelationPayload');
    // The claim a stopped process left: its notice taken, the mail never sent, the attempt long past.
    const claimed = await t.db.prisma.notificationMail.create({
      data: { recipientId: reader.entityId, cadence: 'WEEKLY', period: '2026-01-05', attempts: 1, claimedAt: new Date(Date.now() - DAY), noticeCount: 1 },
    });
    await t.db.prisma.mailNotice.updateMany({ where: { recipientId: reader.entityId }, data: { mailId: claimed.id } });

    expect(await runMailJob(t.app.services)).toBeGreaterThanOrEqual(1);
    const [mail] = await waitForMails(reader, 1);
    expect(mail!.parsed.subject).toBe('Rezumat săptămânal: 1 notificare nouă');
    await runMailJob(t.app.services);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(reader)).toHaveLength(1);
    expect(await t.db.prisma.notificationMail.findUniqueOrThrow({ where: { id: claimed.id }, select: { status: true, attempts: true } })).toEqual({
      status: 'SENT',
      attempts: 2,
    });
  });

  test('the digest’s unsubscribe link turns off the e-mail of every kind it gathers, and their waiting notices with it', async () => {
    const [sender, reader] = await Promise.all([person('hu'), person('hu')]);
    await choose(t, reader, { kind: 'FRIEND_REQUEST', email: 'DAILY' });
    await choose(t, reader, { kind: 'LIKE', email: 'WEEKLY' });
    const reply = await t.gql(SEND_MESSAGE, { input: { to: gid('Entity', reader.entityId), subject: 'Szia', body: '…' } }, { cookie: sender.cookie });
    expect(reply.body.data.sendMessage.__typename).toBe('MessagePayload');
    await backdate(reader, 2);
    await runMailJob(t.app.services);
    const [digest] = await waitForMails(reader, 1);
    expect(digest!.parsed.subject).toBe('Napi összefoglaló: 1 új értesítés');
    // A friend request comes in after the digest: it waits for the next one.
    await t.gql(SEND_REQUEST, { input: { entity: gid('Entity', reader.entityId) } }, { cookie: sender.cookie });
    expect(await t.db.prisma.mailNotice.count({ where: { recipientId: reader.entityId, mailId: null } })).toBe(1);

    const done = await fetch(unsubscribeLink(digest!.parsed.text!), { method: 'POST' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Nem küldünk több napi összefoglalót.');
    expect([await emailChoice(reader, 'MESSAGE'), await emailChoice(reader, 'FRIEND_REQUEST'), await emailChoice(reader, 'LIKE')]).toEqual(['OFF', 'OFF', 'WEEKLY']);
    expect(await t.db.prisma.mailNotice.count({ where: { recipientId: reader.entityId, mailId: null } })).toBe(0);
  });
});
