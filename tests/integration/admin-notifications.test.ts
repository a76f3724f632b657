import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { writtenMails } from './support/mail-files.ts';

/**
 * `/admin/notification/`: what the channels sent (per channel and kind, the mail queue, failures)
 * and an admin's announcement notification, which reaches a role and above through each person's
 * own channels.
 */

const OVERVIEW = `query ($days: Int) {
  notificationOverview(days: $days) {
    days
    deliveries { channel kind sent failed }
    mailQueue { waiting pending failed }
    failedMails { recId cadence error recipientName }
    announcements { text url minRole recipientCount authorName }
  }
}`;
const AUDIENCE = 'query ($minRole: Role) { announcementAudience(minRole: $minRole) }';
const ANNOUNCE = `mutation ($input: SendAnnouncementInput!) {
  sendAnnouncement(input: $input) {
    __typename
    ... on SendAnnouncementPayload { announcement { recId text url minRole recipientCount } }
    ... on ValidationError { code fields { field code } }
    ... on Error { code }
  }
}`;
const SET = `mutation ($input: SetNotificationChannelsInput!) { setNotificationChannels(input: $input) { __typename } }`;
const NOTIFICATIONS = '{ viewer { notifications(first: 50) { edges { node { token text url read } } } } }';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs('admin@lepke.test');
});
afterAll(() => t?.close());

const mailFiles = () => writtenMails(t.app.services.config.dataDir);
const announcementsInApp = async () => {
  const reply = await t.gql(OVERVIEW, { days: 1 }, { cookie: admin });
  const row = (reply.body.data.notificationOverview.deliveries as { channel: string; kind: string; sent: number }[]).find(
    (each) => each.channel === 'IN_APP' && each.kind === 'ANNOUNCEMENT',
  );
  return row?.sent ?? 0;
};
const activeAtLeastModerator = () => t.db.prisma.user.count({ where: { status: 1, role: { in: ['MODERATOR', 'ADMIN'] }, email: { not: 'admin@lepke.test' } } });

describe('an announcement notification', () => {
  test('reaches the role and above, as the count said, in each person’s list and through the e-mail they chose', async () => {
    const moderator = await t.loginAs('moderator@lepke.test');
    const user = await t.loginAs('user@lepke.test');
    await t.gql(SET, { input: { kind: 'ANNOUNCEMENT', email: 'IMMEDIATELY' } }, { cookie: moderator });

    const count = await t.gql(AUDIENCE, { minRole: 'MODERATOR' }, { cookie: admin });
    expect(count.body.data.announcementAudience).toBe(await activeAtLeastModerator());
    expect(count.body.data.announcementAudience).toBeGreaterThan(0);

    const mailsBefore = (await mailFiles()).length;
    const rowsBefore = await t.db.prisma.notification.count({ where: { token: 'SITE_ANNOUNCEMENT' } });
    const inAppBefore = await announcementsInApp();
    const sent = await t.gql(
      ANNOUNCE,
      { input: { text: 'Szombaton karbantartás: 8 és 10 óra között nem elérhető az oldal.', url: '/blog/', minRole: 'MODERATOR' } },
      { cookie: admin },
    );
    expect(sent.body.data.sendAnnouncement).toMatchObject({
      __typename: 'SendAnnouncementPayload',
      announcement: { minRole: 'MODERATOR', url: '/blog/', recipientCount: count.body.data.announcementAudience },
    });
    expect((await t.db.prisma.notification.count({ where: { token: 'SITE_ANNOUNCEMENT' } })) - rowsBefore).toBe(count.body.data.announcementAudience);

    const moderatorList = await t.gql(NOTIFICATIONS, {}, { cookie: moderator });
    expect(moderatorList.body.data.viewer.notifications.edges[0].node).toEqual({
      token: 'SITE_ANNOUNCEMENT',
      text: 'Szombaton karbantartás: 8 és 10 óra között nem elérhető az oldal.',
      url: '/blog/',
      read: false,
    });
    const userList = await t.gql(NOTIFICATIONS, {}, { cookie: user });
    const userTexts = (userList.body.data.viewer.notifications.edges as { node: { text: string | null } }[]).map((edge) => edge.node.text);
    expect(userTexts).not.toContain('Szombaton karbantartás: 8 és 10 óra között nem elérhető az oldal.');
    // The author is not among the recipients.
    const adminEntity = await t.db.prisma.user.findUniqueOrThrow({ where: { email: 'admin@lepke.test' }, select: { entityId: true } });
    expect(await t.db.prisma.notification.count({ where: { token: 'SITE_ANNOUNCEMENT', recipientId: adminEntity.entityId } })).toBe(0);
    expect((await announcementsInApp()) - inAppBefore).toBe(count.body.data.announcementAudience);

    // The moderator chose e-mail for announcements: one mail, with the announcement's words.
    // (mails leave after the request answered)
    const deadline = Date.now() + 5000;
    while ((await mailFiles()).length === mailsBefore && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    expect((await mailFiles()).length - mailsBefore).toBe(1);

    const overview = await t.gql(OVERVIEW, { days: 1 }, { cookie: admin });
    const { deliveries, announcements } = overview.body.data.notificationOverview;
    expect(deliveries).toContainEqual({ channel: 'EMAIL', kind: 'ANNOUNCEMENT', sent: 1, failed: 0 });
    expect(announcements[0]).toMatchObject({ minRole: 'MODERATOR', recipientCount: count.body.data.announcementAudience, authorName: expect.any(String) });
  });

  test('bad input is refused with its token, and nothing is written', async () => {
    const before = await t.db.prisma.notification.count();
    for (const [input, field, code] of [
      [{ text: '   ' }, 'text', 'FIELD_REQUIRED'],
      [{ text: 'x'.repeat(501) }, 'text', 'DATA_TOO_LONG'],
      [{ text: 'Nézd', url: '//evil.example/phish' }, 'url', 'FORMAT_ERROR'],
      [{ text: 'Nézd', url: 'https://evil.example/' }, 'url', 'FORMAT_ERROR'],
      [{ text: 'Nézd', url: 'javascript:alert(1)' }, 'url', 'FORMAT_ERROR'],
    ] as const) {
      const reply = await t.gql(ANNOUNCE, { input }, { cookie: admin });
      expect(reply.body.data.sendAnnouncement, JSON.stringify(input)).toMatchObject({ __typename: 'ValidationError', fields: [{ field, code }] });
    }
    expect(await t.db.prisma.notification.count()).toBe(before);
  });

  test('only site admins see the overview, count an audience or announce', async () => {
    const moderator = await t.loginAs('moderator@lepke.test');
    for (const cookie of [moderator, undefined]) {
      const expected = cookie ? 'FORBIDDEN' : 'UNAUTHORIZED';
      const overview = await t.gql(OVERVIEW, {}, { cookie });
      expect(overview.body.errors?.[0]?.extensions?.code).toBe(expected);
      const audience = await t.gql(AUDIENCE, {}, { cookie });
      expect(audience.body.errors?.[0]?.extensions?.code).toBe(expected);
      const sent = await t.gql(ANNOUNCE, { input: { text: 'Helló' } }, { cookie });
      expect(sent.body.data?.sendAnnouncement?.code ?? sent.body.errors?.[0]?.extensions?.code).toBe(expected);
    }
    const refusedDays = await t.gql(OVERVIEW, { days: 3 }, { cookie: admin });
    expect(refusedDays.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_ERROR');
  });
});

describe('the overview', () => {
  test('lists mails given up with their reasons, and counts the queue', async () => {
    const someone = await t.register('Levél Nélkül');
    await t.db.prisma.notificationMail.create({
      data: { recipientId: someone.entityId, cadence: 'DAILY', period: '2026-12-01', status: 'FAILED', attempts: 5, error: '550 mailbox unavailable', noticeCount: 3 },
    });
    await t.db.prisma.mailNotice.create({ data: { recipientId: someone.entityId, token: 'ITEM_LIKED', url: null, cadence: 'WEEKLY' } });
    const overview = await t.gql(OVERVIEW, { days: 7 }, { cookie: admin });
    const { failedMails, mailQueue } = overview.body.data.notificationOverview;
    expect(failedMails[0]).toMatchObject({ cadence: 'DAILY', error: '550 mailbox unavailable', recipientName: 'Levél Nélkül' });
    expect(mailQueue.failed).toBeGreaterThanOrEqual(1);
    expect(mailQueue.waiting).toBeGreaterThanOrEqual(1);
  });
});
