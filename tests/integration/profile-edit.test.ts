import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../../server/modules/mail/test-smtp-server.ts';
import { openTestDatabase, type TestDatabase } from './database.ts';
import { startTestApp, type TestApp } from './harness.ts';

/**
 * The own profile (recording §3, §7) and the e-mail change: saving the fields with their validation
 * tokens, a unique username, and an address changed only through a link mailed to it (a real SMTP
 * server), with a notice to the old address; a taken address answers the same.
 */

const SMTP_LOGIN = { user: 'lepke', pass: 'smtp-secret' };
const PASSWORD = 'lepke-test-password';
const PER_HOUR = 5;

const PROFILE = `{ viewer { displayName profile { id email username firstName lastName displayName birthDate birthPlace locationText gender introduction hasPassword } } }`;
const UPDATE = `mutation ($input: UpdateProfileInput!) {
  updateProfile(input: $input) {
    __typename
    ... on UpdateProfilePayload { code stateChange profile { username firstName displayName gender birthDate introduction } entity { displayName locationText description } }
    ... on ValidationError { fields { field code } }
    ... on Error { code }
  }
}`;
const REQUEST = `mutation ($input: RequestEmailChangeInput!) {
  requestEmailChange(input: $input) {
    __typename
    ... on EmailChangeRequestPayload { code email }
    ... on ValidationError { fields { field code } }
    ... on Error { code }
  }
}`;
const CONFIRM = `mutation ($input: ConfirmEmailChangeInput!) {
  confirmEmailChange(input: $input) {
    __typename
    ... on EmailChangePayload { code email }
    ... on Error { code }
  }
}`;

let smtp: TestSmtpServer;
let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtpServer(SMTP_LOGIN);
  database = await openTestDatabase();
  t = await startTestApp({
    db: database.db,
    env: { SEED_DEMO: '0', SMTP_URL: smtp.url(SMTP_LOGIN.user, SMTP_LOGIN.pass), EMAIL_CHANGES_PER_HOUR: String(PER_HOUR) },
  });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
  await smtp?.close();
});

interface Person {
  cookie: string;
  entityId: number;
  userId: number;
  email: string;
}

let people = 0;
async function person(language: 'hu' | 'en' | 'ro' | 'tr' = 'hu'): Promise<Person> {
  const { cookie, entityId } = await t.register(`Profilos ${++people}`);
  const user = await t.db.prisma.user.update({ where: { entityId }, data: { language }, select: { id: true, email: true } });
  return { cookie, entityId, userId: user.id, email: user.email };
}

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.envelope.to.includes(address));

async function waitForMails(address: string, count: number) {
  const deadline = Date.now() + 5000;
  while (mailsTo(address).length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(mailsTo(address)).toHaveLength(count);
  return mailsTo(address);
}

/** The confirmation link's token, from the text part of the mail. */
function linkToken(text: string | undefined): string {
  const match = /http:\/\/\S+\/profile\/email\/confirm\/([\w-]+)/.exec(text ?? '');
  expect(match, text).not.toBeNull();
  return match![1]!;
}

const update = (someone: Person, input: Record<string, unknown>) => t.gql(UPDATE, { input }, { cookie: someone.cookie }).then((reply) => reply.body.data.updateProfile);
const requestChange = (someone: Person, newEmail: string, currentPassword: string | null = PASSWORD) =>
  t.gql(REQUEST, { input: { newEmail, currentPassword } }, { cookie: someone.cookie }).then((reply) => reply.body.data.requestEmailChange);
const confirm = (token: string, cookie?: string) => t.gql(CONFIRM, { input: { token } }, { cookie }).then((reply) => reply.body.data.confirmEmailChange);
const fresh = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@lepke.test`;

describe('profile editing', () => {
  test('saves every field, on the account and on the person entity, and answers state change 1', async () => {
    const anna = await person();
    const saved = await update(anna, {
      firstName: ' Anna ',
      lastName: 'Kovács',
      displayName: 'Kovács Anna',
      username: 'Anna.Kovacs',
      birthDate: '1990-04-12',
      birthPlace: 'Szeged',
      locationText: 'Budapest',
      gender: 'female',
      introduction: '<p>Lepkész vagyok <script>alert(1)</script><a href="javascript:x()">link</a></p>',
    });
    expect(saved).toMatchObject({
      __typename: 'UpdateProfilePayload',
      code: 'SAVED',
      stateChange: 1,
      profile: { username: 'anna.kovacs', firstName: 'Anna', displayName: 'Kovács Anna', gender: 'female', birthDate: '1990-04-12' },
      entity: { displayName: 'Kovács Anna', locationText: 'Budapest' },
    });
    // Sanitised as every entity description: no script, no javascript: link.
    expect(saved.entity.description).toBe(saved.profile.introduction);
    expect(saved.profile.introduction).not.toMatch(/script|javascript/);
    expect(saved.profile.introduction).toContain('Lepkész vagyok');

    const { viewer } = (await t.gql(PROFILE, {}, { cookie: anna.cookie })).body.data;
    expect(viewer.displayName).toBe('Kovács Anna');
    expect(viewer.profile).toMatchObject({ email: anna.email, username: 'anna.kovacs', lastName: 'Kovács', birthPlace: 'Szeged', hasPassword: true });

    // A field left out stays; '' clears.
    const cleared = await update(anna, { birthDate: '', gender: '' });
    expect(cleared.profile).toMatchObject({ birthDate: null, gender: null, firstName: 'Anna', username: 'anna.kovacs' });
  });

  test('refuses bad values with the spec’s tokens, all at once', async () => {
    const bea = await person();
    const refused = await update(bea, {
      displayName: '',
      username: 'ab',
      birthDate: '1899-12-31',
      gender: 'dragon',
    });
    expect(refused.__typename).toBe('ValidationError');
    expect(refused.fields).toEqual(
      expect.arrayContaining([
        { field: 'displayName', code: 'FIELD_REQUIRED' },
        { field: 'username', code: 'DATA_TOO_SHORT' },
        { field: 'birthDate', code: 'VALUE_MIN' },
        { field: 'gender', code: 'FORMAT_ERROR' },
      ]),
    );
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ displayName: 'B' }, 'displayName', 'DATA_TOO_SHORT'],
      [{ username: '12345' }, 'username', 'USERNAME_NUMERIC'],
      [{ username: 'bea kovács' }, 'username', 'FORMAT_ERROR'],
      [{ username: 'b'.repeat(31) }, 'username', 'DATA_TOO_LONG'],
      [{ birthDate: '2001-02-30' }, 'birthDate', 'DATE_FORMAT_ERROR'],
      [{ birthDate: tomorrow }, 'birthDate', 'VALUE_MAX'],
    ];
    for (const [input, field, code] of cases) {
      expect(await update(bea, input), JSON.stringify(input)).toMatchObject({ __typename: 'ValidationError', fields: [{ field, code }] });
    }
  });

  test('a username is unique: USERNAME_TAKEN (409 over REST), and one’s own may be saved again', async () => {
    const [cili, dani] = await Promise.all([person(), person()]);
    expect((await update(cili, { username: 'cili-lepke' })).__typename).toBe('UpdateProfilePayload');
    expect(await update(dani, { username: 'Cili-Lepke' })).toMatchObject({ __typename: 'ConflictError', code: 'USERNAME_TAKEN' });
    const rest = await t.rest('POST', '/api/profile/me', { cookie: dani.cookie, body: { username: 'cili-lepke' } });
    expect(rest.status).toBe(409);
    expect(rest.body.error_code).toBe('USERNAME_TAKEN');
    expect((await update(cili, { username: 'cili-lepke', firstName: 'Cili' })).__typename).toBe('UpdateProfilePayload');
  });

  test('REST: GET /api/profile/me and /api/profile/part/full; POST /api/profile/me saves; guests 401', async () => {
    const ede = await person('en');
    const saved = await t.rest('POST', '/api/profile/me', { cookie: ede.cookie, body: { first_name: 'Ede', location_text: 'Pécs', gender: 'male' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ code: 'SAVED', state_change: 1, data: { first_name: 'Ede', location_text: 'Pécs', gender: 'male' } });
    const me = await t.rest('GET', '/api/profile/me', { cookie: ede.cookie });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email: ede.email, entity_id: ede.entityId, first_name: 'Ede', language: 'en', has_password: true });
    const full = await t.rest('GET', '/api/profile/part/full', { cookie: ede.cookie });
    expect(full.body.data).toMatchObject({ profile: { first_name: 'Ede' }, setting: expect.any(Object) });
    const bad = await t.rest('POST', '/api/profile/me', { cookie: ede.cookie, body: { display_name: '' } });
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toEqual([{ field: 'displayName', code: 'FIELD_REQUIRED' }]);

    expect((await t.rest('GET', '/api/profile/me')).status).toBe(401);
    expect((await t.rest('GET', '/api/profile/part/full')).body.error_code).toBe('UNAUTHORIZED');
    expect((await t.rest('POST', '/api/profile/me', { body: { first_name: 'x' } })).status).toBe(401);
    expect((await t.gql(PROFILE)).body.data.viewer.profile).toBeNull();
    expect((await t.gql(UPDATE, { input: { firstName: 'x' } })).body.data.updateProfile).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('e-mail change', () => {
  test('round trip: a link to the new address in the person’s language, confirmed once, a notice to the old address', async () => {
    const feri = await person('en');
    const newEmail = fresh('Feri.New');
    const asked = await requestChange(feri, newEmail);
    expect(asked).toEqual({ __typename: 'EmailChangeRequestPayload', code: 'EMAIL_CHANGE_LINK_SENT', email: newEmail.toLowerCase() });
    const [mail] = await waitForMails(newEmail.toLowerCase(), 1);
    expect(mail!.parsed.subject).toBe('Confirm your new e-mail address');
    const token = linkToken(mail!.parsed.text);
    expect(mail!.parsed.html).toContain(`/profile/email/confirm/${token}`);
    // Nothing changes before the link is followed.
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: feri.userId } })).email).toBe(feri.email);

    // The link works without a session (another browser); every session of the account ends.
    expect(await confirm(token)).toEqual({ __typename: 'EmailChangePayload', code: 'EMAIL_CHANGED', email: newEmail.toLowerCase() });
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: feri.userId } })).email).toBe(newEmail.toLowerCase());
    expect((await t.gql(PROFILE, {}, { cookie: feri.cookie })).body.data.viewer.profile).toBeNull();

    const [notice] = await waitForMails(feri.email, 1);
    expect(notice!.parsed.subject).toBe("Your Lepke account's e-mail address was changed");
    expect(notice!.parsed.text).toContain(newEmail.toLowerCase());

    // Used once: again it is TOKEN_INVALID (404 over REST too).
    expect(await confirm(token)).toMatchObject({ __typename: 'NotFoundError', code: 'TOKEN_INVALID' });
    const rest = await t.rest('POST', '/api/profile/email/confirm', { body: { token } });
    expect([rest.status, rest.body.error_code]).toEqual([404, 'TOKEN_INVALID']);

    // The new address signs in; the old one no longer does.
    expect(await t.loginAs(newEmail, PASSWORD)).toBeTruthy();
    await expect(t.loginAs(feri.email, PASSWORD)).rejects.toThrow(/LOGIN_FAILED/);
  });

  test('confirmed in a browser signed in to the account: that session stays, the others end', async () => {
    const hajni = await person();
    const elsewhere = await t.loginAs(hajni.email, PASSWORD);
    const newEmail = fresh('hajni');
    expect((await requestChange(hajni, newEmail)).__typename).toBe('EmailChangeRequestPayload');
    const [mail] = await waitForMails(newEmail, 1);
    expect(await confirm(linkToken(mail!.parsed.text), hajni.cookie)).toMatchObject({ code: 'EMAIL_CHANGED' });
    expect((await t.gql(PROFILE, {}, { cookie: hajni.cookie })).body.data.viewer.profile.email).toBe(newEmail);
    expect((await t.gql(PROFILE, {}, { cookie: elsewhere })).body.data.viewer.profile).toBeNull();
  });

  test('an expired link is TOKEN_INVALID and changes nothing', async () => {
    const gabi = await person();
    const newEmail = fresh('gabi');
    expect((await requestChange(gabi, newEmail)).__typename).toBe('EmailChangeRequestPayload');
    const [mail] = await waitForMails(newEmail, 1);
    expect(mail!.parsed.subject).toBe('Erősítsd meg az új e-mail-címedet');
    await t.db.prisma.accountToken.updateMany({ where: { userId: gabi.userId, purpose: 'EMAIL_CHANGE' }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await confirm(linkToken(mail!.parsed.text))).toMatchObject({ code: 'TOKEN_INVALID' });
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: gabi.userId } })).email).toBe(gabi.email);
    expect(await confirm('not-a-token')).toMatchObject({ code: 'TOKEN_INVALID' });
  });

  test('a taken address answers exactly the same, issues no link, and its owner hears only that it has an account', async () => {
    const [hedi, ilona] = await Promise.all([person(), person('ro')]);
    const free = await requestChange(hedi, fresh('hedi'));
    const taken = await requestChange(hedi, ilona.email);
    expect(taken).toEqual({ ...free, email: ilona.email });
    const [mail] = await waitForMails(ilona.email, 1);
    expect(mail!.parsed.subject).toBe('Această adresă are deja un cont Lepke');
    expect(mail!.parsed.text).not.toMatch(/\/profile\/email\/confirm\//);
    // Over REST as well: 200 with the same body.
    const rest = await t.rest('POST', '/api/profile/email', { cookie: hedi.cookie, body: { new_email: ilona.email, current_password: PASSWORD } });
    expect([rest.status, rest.body]).toEqual([200, { code: 'EMAIL_CHANGE_LINK_SENT', email: ilona.email }]);
  });

  test('a link whose address was taken meanwhile is EXISTING_USER', async () => {
    const [jani, kati] = await Promise.all([person(), person()]);
    const wanted = fresh('contested');
    await requestChange(jani, wanted);
    await requestChange(kati, wanted);
    const [first, second] = await waitForMails(wanted, 2);
    const tokens = [first, second].map((mail) => linkToken(mail!.parsed.text));
    const results = [await confirm(tokens[0]!), await confirm(tokens[1]!)];
    expect(results.map((result: { __typename: string }) => result.__typename)).toEqual(['EmailChangePayload', 'ConflictError']);
    expect(results[1]).toMatchObject({ code: 'EXISTING_USER' });
  });

  test('the current password is required and checked; the same address and a bad one are refused', async () => {
    const laci = await person();
    expect(await requestChange(laci, fresh('laci'), null)).toMatchObject({ fields: [{ field: 'currentPassword', code: 'FIELD_REQUIRED' }] });
    expect(await requestChange(laci, fresh('laci'), 'wrong-password')).toMatchObject({ fields: [{ field: 'currentPassword', code: 'PASSWORD_WRONG' }] });
    expect(await requestChange(laci, 'not-an-address')).toMatchObject({ fields: [{ field: 'newEmail', code: 'INVALID_EMAIL' }] });
    expect(await requestChange(laci, '')).toMatchObject({ fields: [{ field: 'newEmail', code: 'FIELD_REQUIRED' }] });
    expect(await requestChange(laci, laci.email.toUpperCase())).toMatchObject({ fields: [{ field: 'newEmail', code: 'EMAIL_UNCHANGED' }] });
    const guest = await t.rest('POST', '/api/profile/email', { body: { new_email: fresh('guest') } });
    expect(guest.status).toBe(401);
  });

  test('an account without a password may change its address only right after signing in (REAUTH_REQUIRED)', async () => {
    const mari = await person();
    await t.db.prisma.user.update({ where: { id: mari.userId }, data: { passwordHash: null } });
    const first = fresh('mari');
    expect(await requestChange(mari, first, null)).toMatchObject({ __typename: 'EmailChangeRequestPayload', email: first });
    await t.db.prisma.session.updateMany({ where: { userId: mari.userId }, data: { createdAt: new Date(Date.now() - 11 * 60_000) } });
    expect(await requestChange(mari, fresh('mari'), null)).toMatchObject({ __typename: 'ForbiddenError', code: 'REAUTH_REQUIRED' });
    const rest = await t.rest('POST', '/api/profile/email', { cookie: mari.cookie, body: { new_email: fresh('mari') } });
    expect([rest.status, rest.body.error_code]).toEqual([403, 'REAUTH_REQUIRED']);
  });

  test(`requests are limited per account (${PER_HOUR} an hour): TOO_MANY_REQUESTS`, async () => {
    const nora = await person();
    // A wrong password counts too, so the form cannot be used to guess it.
    expect(await requestChange(nora, fresh('nora'), 'wrong-password')).toMatchObject({ fields: [{ code: 'PASSWORD_WRONG' }] });
    for (let i = 1; i < PER_HOUR; i += 1) expect((await requestChange(nora, fresh('nora'))).__typename).toBe('EmailChangeRequestPayload');
    const rest = await t.rest('POST', '/api/profile/email', { cookie: nora.cookie, body: { new_email: fresh('nora'), current_password: PASSWORD } });
    expect(rest.status).toBe(429);
    expect(rest.body.error_code).toBe('TOO_MANY_REQUESTS');
    expect(rest.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
