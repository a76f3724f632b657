import { z } from 'zod';
import { consumeAccountToken, issueAccountToken, peekAccountToken } from '../../auth/account-tokens.ts';
import { AccountStatus } from '../../auth/account-status.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { confirmOwner } from '../../auth/reauth.ts';
import { endOtherSessions } from '../../auth/sessions.ts';
import { signedInUser, type Viewer } from '../../auth/viewer.ts';
import { ForbiddenError, NotFoundError } from '../../errors.ts';
import type { ClientInfo, Services } from '../../services.ts';
import { emailAddress, parseInput } from '../../validation.ts';
import { composeMail, SITE_NAME } from '../mail/compose.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { languageOf } from '../notifications/texts.ts';
import { beginSignIn, type SignInResult } from '../two-factor/service.ts';
import { PASSWORD_MAIL_TEXTS } from './mail-texts.ts';
import { PASSWORD_MIN_LENGTH, PASSWORD_RESTORE_PATH } from '@domain/passwords.ts';

const restoreToken = z.string().trim().min(1).max(200);

/** A new password and its retype: the retype must match (PW_RETYPE_FAILED). */
const newPasswordFields = { password: z.string().min(1).min(PASSWORD_MIN_LENGTH).max(200), passwordRetype: z.string().min(1) };
const retypeMatches = (input: { password: string; passwordRetype: string }) => input.password === input.passwordRetype;
const RETYPE_FAILED = { path: ['passwordRetype'], message: 'PW_RETYPE_FAILED' };

// ---------------------------------------------------------------------------------------------
// Asking for a restore link

const requestSchema = z.object({ email: emailAddress });
export type RestoreRequestInput = z.input<typeof requestSchema>;

/** The one answer of a restore request, whether or not the address has an account. */
export const RESTORE_REQUESTED = 'PASSWORD_RESTORE_SENT';

/**
 * Asks for a password-restore link. Counted per address and per client IP whatever the address
 * (TOO_MANY_REQUESTS); then the answer is always the same and comes before any lookup: the work
 * (finding the account, issuing its token, the mail) goes on after it, so neither the answer nor
 * its timing tells whether the address has an account. An account with a password gets a link
 * with a single-use token valid for an hour; one that signs in only through a provider gets
 * PASSWORD_CANNOT_BE_RESTORED in its mail; an unknown or removed address gets nothing.
 */
export async function requestPasswordRestore(services: Services, input: RestoreRequestInput, client: ClientInfo): Promise<void> {
  const { email } = parseInput(requestSchema, input);
  await services.restoreLimiter.reserve(email, client.ip);
  setImmediate(() => {
    sendRestoreMail(services, email).catch((error: unknown) => services.logger.error('A password-restore mail could not be sent', error));
  });
}

async function sendRestoreMail(services: Services, email: string): Promise<void> {
  const { prisma, mailer } = services;
  const user = await prisma.user.findUnique({ where: { email }, include: { entity: true, identities: { select: { provider: true } } } });
  if (!user || user.status < AccountStatus.INACTIVE) return;
  const language = languageOf(user.language);
  const t = PASSWORD_MAIL_TEXTS[language];
  const name = user.entity.displayName;
  const site = { name: SITE_NAME, url: mailer.link('/') };
  let mail: Pick<OutgoingMail, 'subject' | 'text' | 'html'>;
  if (user.passwordHash === null) {
    mail = {
      subject: t.socialOnlySubject,
      ...composeMail({ language, site, heading: t.socialOnlySubject, body: t.socialOnlyBody(name, providerNames(services, user.identities)), footer: t.restoreFooter }),
    };
  } else {
    const { token } = await issueAccountToken(prisma, user.id, 'PASSWORD_RESTORE');
    mail = {
      subject: t.restoreSubject,
      ...composeMail({
        language,
        site,
        heading: t.restoreSubject,
        body: t.restoreBody(name),
        action: { label: t.restoreButton, url: mailer.link(restoreLinkPath(token)) },
        footer: t.restoreFooter,
      }),
    };
  }
  await mailer.send({ to: user.email, toName: name, ...mail });
}

/** The web page a restore link opens. */
export const restoreLinkPath = (token: string) => `${PASSWORD_RESTORE_PATH}?token=${encodeURIComponent(token)}`;

/** The providers an account signs in with, by the names their buttons show. */
function providerNames(services: Services, identities: readonly { provider: string }[]): string {
  const label = (provider: string) => services.config.oidcProviders.find((settings) => settings.name === provider)?.label ?? provider;
  return identities.map((identity) => label(identity.provider)).join(', ') || 'a social sign-in';
}

// ---------------------------------------------------------------------------------------------
// Following the link

const invalidToken = () => new NotFoundError('TOKEN_INVALID', 'The link is not valid, has expired or was used already');

export interface RestoreTokenInfo {
  /** the address the link was sent to: the person holding the link has read it already */
  email: string;
}

/** Whether a restore link still works (unknown, expired or used: 404 TOKEN_INVALID), without using it. */
export async function checkRestoreToken(services: Services, input: { token: string }): Promise<RestoreTokenInfo> {
  const { token } = parseInput(z.object({ token: restoreToken }), input);
  const found = await peekAccountToken(services.prisma, token, 'PASSWORD_RESTORE');
  const user = found && (await services.prisma.user.findUnique({ where: { id: found.userId }, select: { email: true, status: true } }));
  if (!user || user.status < AccountStatus.INACTIVE) throw invalidToken();
  return { email: user.email };
}

const restoreSchema = z.object({ token: restoreToken, ...newPasswordFields }).refine(retypeMatches, RETYPE_FAILED);
export type RestorePasswordInput = z.input<typeof restoreSchema>;

/**
 * Sets a new password through a restore link: the token is used once (404 TOKEN_INVALID
 * otherwise), every session of the account ends — whoever knew the old password is shut out — and
 * the person is signed in here (or, with two-factor sign-in on, asked for the code first).
 */
export async function restorePassword(services: Services, input: RestorePasswordInput, client: ClientInfo): Promise<SignInResult> {
  const { token, password } = parseInput(restoreSchema, input);
  const { prisma } = services;
  const passwordHash = await hashPassword(password);
  const consumed = await consumeAccountToken(prisma, token, 'PASSWORD_RESTORE');
  if (!consumed) throw invalidToken();
  const user = await prisma.user.findUnique({ where: { id: consumed.userId }, include: { entity: true } });
  if (!user || user.status < AccountStatus.INACTIVE) throw invalidToken();
  await prisma.$transaction([
    prisma.user.update({ where: { id: user.id }, data: { passwordHash } }),
    prisma.session.deleteMany({ where: { userId: user.id } }),
    prisma.accountToken.deleteMany({ where: { userId: user.id, purpose: 'PASSWORD_RESTORE', usedAt: null } }),
  ]);
  return beginSignIn(services, user, client);
}

// ---------------------------------------------------------------------------------------------
// Changing it while signed in

const changeSchema = z.object({ currentPassword: z.string().max(200).nullish(), ...newPasswordFields }).refine(retypeMatches, RETYPE_FAILED);
export type ChangePasswordInput = z.input<typeof changeSchema>;

/**
 * Changes the viewer's password: the current one is asked again (PASSWORD_WRONG, counted by the
 * login limits). An account that signs in only through a provider has none to change
 * (CANT_CHANGE_PW_FOR_SOCIAL_ACCOUNT) until it sets one with `setPassword`. The viewer's other
 * sessions end and the address hears of the change.
 */
export async function changePassword(services: Services, viewer: Viewer, input: ChangePasswordInput, client: ClientInfo): Promise<void> {
  const userId = signedInUser(viewer).id;
  const current = await services.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } });
  if (current.passwordHash === null)
    throw new ForbiddenError('CANT_CHANGE_PW_FOR_SOCIAL_ACCOUNT', 'An account that signs in through a social provider has no password to change');
  const { currentPassword, password } = parseInput(changeSchema, input);
  await confirmOwner(services, viewer, { password: currentPassword, field: 'currentPassword' }, client);
  await storePassword(services, viewer, password);
}

const setSchema = z.object(newPasswordFields).refine(retypeMatches, RETYPE_FAILED);
export type SetPasswordInput = z.input<typeof setSchema>;

/**
 * Gives an account that signs in only through a provider a password, so it can sign in with its
 * address too: a sign-in of the last 10 minutes is the proof (REAUTH_REQUIRED). An account that has
 * a password changes it with `changePassword` (PASSWORD_ALREADY_SET).
 */
export async function setPassword(services: Services, viewer: Viewer, input: SetPasswordInput, client: ClientInfo): Promise<void> {
  const userId = signedInUser(viewer).id;
  const current = await services.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } });
  if (current.passwordHash !== null) throw new ForbiddenError('PASSWORD_ALREADY_SET', 'The account has a password: change it with the current one');
  const { password } = parseInput(setSchema, input);
  await confirmOwner(services, viewer, { password: null }, client);
  await storePassword(services, viewer, password);
}

async function storePassword(services: Services, viewer: Viewer, password: string): Promise<void> {
  const user = signedInUser(viewer);
  const { prisma, mailer } = services;
  await prisma.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(password) } });
  await endOtherSessions(prisma, user.id, viewer.sessionId);
  await prisma.accountToken.deleteMany({ where: { userId: user.id, purpose: 'PASSWORD_RESTORE', usedAt: null } });
  const language = languageOf(user.language);
  const t = PASSWORD_MAIL_TEXTS[language];
  const name = user.entity.displayName;
  await mailer
    .send({
      to: user.email,
      toName: name,
      subject: t.changedSubject,
      ...composeMail({ language, site: { name: SITE_NAME, url: mailer.link('/') }, heading: t.changedSubject, body: t.changedBody(name), footer: t.changedFooter }),
    })
    .catch((error: unknown) => services.logger.error('A password-change notice could not be sent', error));
}
