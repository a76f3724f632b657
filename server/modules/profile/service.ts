import { z } from 'zod';
import { consumeAccountToken, issueAccountToken } from '../../auth/account-tokens.ts';
import { AccountStatus } from '../../auth/account-status.ts';
import { confirmOwner } from '../../auth/reauth.ts';
import { endOtherSessions } from '../../auth/sessions.ts';
import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import type { Entity, User } from '../../db/generated/prisma/client.ts';
import { ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors.ts';
import type { ClientInfo, Services } from '../../services.ts';
import { emailAddress, parseInput } from '../../validation.ts';
import { composeMail } from '../mail/compose.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { richTextDescription } from '../entities/service.ts';
import { languageOf } from '../notifications/texts.ts';
import { EMAIL_CHANGE_TEXTS } from './mail-texts.ts';
import { birthDateProblem, GENDERS, type Gender, isGender, usernameProblem } from '@domain/profile.ts';

/** The state-change code of social-core §4 a saved profile answers: 1, "changed user data". */
export const CHANGED_USER_DATA = 1;

/** The viewer's own profile (recording §3): the account's fields and their person entity's. */
export interface Profile {
  userId: number;
  entityId: number;
  email: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  displayName: string;
  /** YYYY-MM-DD */
  birthDate: string | null;
  birthPlace: string | null;
  locationText: string | null;
  gender: Gender | null;
  /** the person entity's description (sanitised HTML) */
  introduction: string;
  profileImageUrl: string | null;
  /** false for an account that signs in only through a social provider */
  hasPassword: boolean;
  language: string;
  /** the profile settings (default privacies, notices, geo filter…) as stored */
  settings: Record<string, unknown>;
  createdAt: Date;
}

type ProfileUser = User & { entity: Entity };

function profileOf(user: ProfileUser): Profile {
  return {
    userId: user.id,
    entityId: user.entityId,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: user.entity.displayName,
    birthDate: user.birthDate ? user.birthDate.toISOString().slice(0, 10) : null,
    birthPlace: user.birthPlace,
    locationText: user.entity.locationText,
    gender: isGender(user.gender) ? user.gender : null,
    introduction: user.entity.description,
    profileImageUrl: user.entity.profileImageUrl,
    hasPassword: user.passwordHash !== null,
    language: user.language,
    settings: isRecord(user.settings) ? user.settings : {},
    createdAt: user.createdAt,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

async function ownUser(services: Services, viewer: Viewer): Promise<ProfileUser> {
  const userId = viewer.user?.id;
  if (userId === undefined) throw new UnauthorizedError();
  const user = await services.prisma.user.findUnique({ where: { id: userId }, include: { entity: true } });
  if (!user) throw new UnauthorizedError();
  return user;
}

/** The viewer's own profile; a guest is UNAUTHORIZED. */
export async function loadProfile(services: Services, viewer: Viewer): Promise<Profile> {
  return profileOf(await ownUser(services, viewer));
}

// ---------------------------------------------------------------------------------------------
// Editing

/** A text that may be cleared: '' or null clears it, undefined leaves it as it is. */
const clearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || null)
    .nullish();

const username = z
  .string()
  .trim()
  .transform((value) => value.toLowerCase())
  .superRefine((value, context) => {
    const problem = value === '' ? null : usernameProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => value || null)
  .nullish();

const birthDate = z
  .string()
  .trim()
  .superRefine((value, context) => {
    const problem = value === '' ? null : birthDateProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => (value ? new Date(`${value}T00:00:00Z`) : null))
  .nullish();

const gender = z
  .union([z.literal(''), z.enum(GENDERS)])
  .transform((value) => value || null)
  .nullish();

const updateProfileSchema = z.object({
  firstName: clearableText(100),
  lastName: clearableText(100),
  displayName: z.string().trim().min(1, { abort: true }).min(2).max(120).optional(),
  username,
  birthDate,
  birthPlace: clearableText(200),
  locationText: clearableText(200),
  gender,
  introduction: richTextDescription.nullish(),
});

/** Every field as text (the schema checks each); a client may send null for any, and hears FIELD_REQUIRED where it may not. */
export type UpdateProfileInput = Partial<Record<keyof z.input<typeof updateProfileSchema>, string | null>>;

export interface UpdatedProfile {
  profile: Profile;
  /** social-core §4: 1, changed user data */
  stateChange: typeof CHANGED_USER_DATA;
  /** whether the sanitiser removed something from the introduction as sent */
  richTextCleaned: boolean;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === 'P2002';
const usernameTaken = () => new ConflictError('USERNAME_TAKEN', 'This username is taken');

/**
 * Saves the viewer's own profile: the account's names, username, birth date and place and gender,
 * and their person entity's display name, location text and introduction. A field left out stays
 * as it is; '' or null clears it (the display name cannot be cleared). A username another account
 * holds is USERNAME_TAKEN.
 */
export async function updateProfile(services: Services, viewer: Viewer, input: UpdateProfileInput): Promise<UpdatedProfile> {
  const entityId = actingEntityId(viewer);
  const userId = viewer.user!.id;
  const data = parseInput(updateProfileSchema, input);
  const { prisma } = services;
  if (data.username) {
    const holder = await prisma.user.findUnique({ where: { username: data.username }, select: { id: true } });
    if (holder && holder.id !== userId) throw usernameTaken();
  }
  const userData = defined({
    firstName: data.firstName,
    lastName: data.lastName,
    username: data.username,
    birthDate: data.birthDate,
    birthPlace: data.birthPlace,
    gender: data.gender,
  });
  const entityData = defined({
    displayName: data.displayName,
    locationText: data.locationText,
    description: data.introduction === null ? '' : data.introduction?.html,
  });
  try {
    await prisma.$transaction(async (tx) => {
      if (Object.keys(userData).length) await tx.user.update({ where: { id: userId }, data: userData });
      if (Object.keys(entityData).length) await tx.entity.update({ where: { id: entityId }, data: entityData });
    });
  } catch (error) {
    // Two people racing for one username: the unique index decides.
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
  const profile = await loadProfile(services, viewer);
  if (viewer.user) {
    viewer.user.entity.displayName = profile.displayName;
  }
  return { profile, stateChange: CHANGED_USER_DATA, richTextCleaned: data.introduction?.stripped ?? false };
}

/** Drops undefined keys (a field left out is not changed; null clears it). */
function defined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

// ---------------------------------------------------------------------------------------------
// E-mail change

const emailChangeSchema = z.object({
  newEmail: emailAddress,
  currentPassword: z.string().max(200).nullish(),
});

export type EmailChangeInput = z.input<typeof emailChangeSchema>;

export interface EmailChangeRequested {
  /** the address the link was sent to: the same answer whether or not the address is free */
  email: string;
}

/**
 * Asks for the viewer's address to become `newEmail`: the current password must be given (an
 * account without one, signed in through a social provider, must have signed in in the last ten
 * minutes, else REAUTH_REQUIRED). A confirmation link (an EMAIL_CHANGE token, valid for a day) goes
 * to the new address in the person's language. When another account holds the address the answer
 * is the same, no token is issued, and the address hears only that it already has an account.
 * Requests are counted per account and per client IP (TOO_MANY_REQUESTS).
 */
export async function requestEmailChange(services: Services, viewer: Viewer, input: EmailChangeInput, client: ClientInfo): Promise<EmailChangeRequested> {
  const user = await ownUser(services, viewer);
  const { newEmail, currentPassword } = parseInput(emailChangeSchema, input);
  if (newEmail === user.email) throw new ValidationError([{ field: 'newEmail', code: 'EMAIL_UNCHANGED' }]);
  // Counted before the password is checked, so the form cannot be used to guess it.
  await services.emailChangeLimiter.reserve(user.id, client.ip);
  await confirmOwner(services, viewer, { password: currentPassword, field: 'currentPassword' }, client);

  const { prisma, mailer } = services;
  const holder = await prisma.user.findUnique({ where: { email: newEmail }, select: { language: true } });
  let mail: OutgoingMail;
  if (holder) {
    const t = EMAIL_CHANGE_TEXTS[languageOf(holder.language)];
    mail = {
      to: newEmail,
      subject: t.inUseSubject,
      ...composeMail({ language: languageOf(holder.language), site: site(services), heading: t.inUseSubject, body: t.inUseBody, footer: t.confirmFooter }),
    };
  } else {
    const { token } = await issueAccountToken(prisma, user.id, 'EMAIL_CHANGE', { email: newEmail });
    const language = languageOf(user.language);
    const t = EMAIL_CHANGE_TEXTS[language];
    mail = {
      to: newEmail,
      toName: user.entity.displayName,
      subject: t.confirmSubject,
      ...composeMail({
        language,
        site: site(services),
        heading: t.confirmSubject,
        body: t.confirmBody(user.entity.displayName, newEmail),
        action: { label: t.confirmButton, url: mailer.link(emailConfirmPath(token)) },
        footer: t.confirmFooter,
      }),
    };
  }
  await sendQuietly(services, mail);
  return { email: newEmail };
}

/** The web app's page a confirmation link opens. */
export const emailConfirmPath = (token: string) => `/profile/email/confirm/${token}`;

const site = (services: Services) => ({ name: 'Lepke', url: services.mailer.link('/') });

/** A failed delivery is logged, not answered: the answer must not tell a taken address from a free one. */
async function sendQuietly(services: Services, mail: OutgoingMail): Promise<void> {
  try {
    await services.mailer.send(mail);
  } catch (error) {
    services.logger.error(`Account mail "${mail.subject}" could not be sent`, error);
  }
}

const confirmSchema = z.object({ token: z.string().trim().min(1).max(200) });
const tokenPayload = z.object({ email: emailAddress });

export interface EmailChanged {
  userId: number;
  email: string;
}

const invalidLink = () => new NotFoundError('TOKEN_INVALID', 'The link is not valid, has expired or was used already');

/**
 * Follows a confirmation link: uses its token once (unknown, expired or used: TOKEN_INVALID), checks
 * again that no other account took the address meanwhile (EXISTING_USER), changes the address, drops
 * the password-restore links sent to the old one, ends the account's sessions, and tells the old
 * address of the change. The link itself is the proof: it works in a browser where the person is not
 * signed in. Every session ends but the confirming browser's own when it is signed in to this very
 * account (`viewer`), so the page that confirms is not signed out under the person's eyes.
 */
export async function confirmEmailChange(services: Services, input: { token: string }, viewer?: Viewer): Promise<EmailChanged> {
  const { token } = parseInput(confirmSchema, input);
  const { prisma } = services;
  const consumed = await consumeAccountToken(prisma, token, 'EMAIL_CHANGE');
  if (!consumed) throw invalidLink();
  const payload = tokenPayload.safeParse(consumed.payload);
  const user = await prisma.user.findUnique({ where: { id: consumed.userId }, include: { entity: true } });
  if (!payload.success || !user || user.status < AccountStatus.INACTIVE) throw invalidLink();
  const email = payload.data.email;
  const existingUser = () => new ConflictError('EXISTING_USER', 'User already exists!');
  const holder = await prisma.user.findUnique({ where: { email }, select: { id: true } });
  if (holder && holder.id !== user.id) throw existingUser();
  try {
    await prisma.$transaction([
      prisma.user.update({ where: { id: user.id }, data: { email } }),
      prisma.accountToken.deleteMany({ where: { userId: user.id, purpose: 'PASSWORD_RESTORE', usedAt: null } }),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw existingUser();
    throw error;
  }
  // The address is changed whatever happens here: a failure to end the sessions is logged, not answered.
  try {
    await endOtherSessions(prisma, user.id, viewer?.user?.id === user.id ? viewer.sessionId : null);
  } catch (error) {
    services.logger.error('Sessions could not be ended after an e-mail change', error);
  }
  if (user.email !== email) {
    const language = languageOf(user.language);
    const t = EMAIL_CHANGE_TEXTS[language];
    await sendQuietly(services, {
      to: user.email,
      toName: user.entity.displayName,
      subject: t.changedSubject,
      ...composeMail({ language, site: site(services), heading: t.changedSubject, body: t.changedBody(user.entity.displayName, email), footer: t.changedFooter }),
    });
  }
  return { userId: user.id, email };
}
