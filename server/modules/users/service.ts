import { z } from 'zod';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { createSession, deleteSession, type NewSession } from '../../auth/sessions.ts';
import type { AccountUser, Viewer } from '../../auth/viewer.ts';
import { ConflictError, UnauthorizedError, ValidationError } from '../../errors.ts';
import type { ClientInfo, Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import { PRIVACY_RECORD_NAME } from '../consent/items.ts';
import { checkSuspension } from './sanctions.ts';
import { beginSignIn, type SignInResult } from '../two-factor/service.ts';
import { PERSON_ENTITY } from '@domain/entities.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '@domain/languages.ts';
import { PASSWORD_MIN_LENGTH } from '@domain/passwords.ts';

const registerSchema = z
  .object({
    displayName: z.string().trim().min(1).min(2).max(100),
    email: z
      .string()
      .trim()
      .min(1)
      .pipe(z.email())
      .transform((email) => email.toLowerCase()),
    password: z.string().min(1).min(PASSWORD_MIN_LENGTH).max(200),
    passwordRetype: z.string().min(1),
    acceptPrivacy: z.boolean().refine((accepted) => accepted, 'PRIVACY_NOT_ACCEPTED'),
    language: z.string().optional(),
  })
  .refine((input) => input.password === input.passwordRetype, {
    path: ['passwordRetype'],
    message: 'PW_RETYPE_FAILED',
  });

export type RegisterInput = z.input<typeof registerSchema>;

export interface Authenticated {
  user: AccountUser;
  session: NewSession;
}

export async function register(services: Services, input: RegisterInput, client: ClientInfo): Promise<Authenticated> {
  const data = parseInput(registerSchema, input);
  const language = data.language && isLanguage(data.language) ? data.language : DEFAULT_LANGUAGE;
  const { prisma } = services;
  await services.registrationLimiter.reserve(client.ip);
  if (await prisma.user.findUnique({ where: { email: data.email }, select: { id: true } })) {
    throw new ConflictError('EXISTING_USER', 'User already exists!');
  }
  const passwordHash = await hashPassword(data.password);
  return createAccount(services, { email: data.email, passwordHash, displayName: data.displayName, language }, client);
}

export interface NewAccount {
  email: string;
  /** null: the account signs in only through a social provider */
  passwordHash: string | null;
  displayName: string;
  language: string;
  /** a social identity the account is created with */
  identity?: { provider: string; subject: string; email: string | undefined };
}

/**
 * Creates an account (person entity, accepted privacy policy and its consent record) and starts
 * its first session: a registration's and a social sign-up's one way in.
 */
export async function createAccount(services: Services, account: NewAccount, client: ClientInfo): Promise<Authenticated> {
  const { prisma } = services;
  const now = new Date();
  let user: AccountUser;
  try {
    user = await prisma.user.create({
      data: {
        email: account.email,
        passwordHash: account.passwordHash,
        language: account.language,
        privacyAcceptedAt: now,
        entity: { create: { type: PERSON_ENTITY, displayName: account.displayName } },
        consents: { create: { name: PRIVACY_RECORD_NAME, accepted: true, createdAt: now } },
        ...(account.identity ? { identities: { create: { ...account.identity, lastUsedAt: now } } } : {}),
      },
      include: { entity: true },
    });
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if ((error as { code?: string }).code === 'P2002') throw new ConflictError('EXISTING_USER', 'User already exists!');
    throw error;
  }
  const session = await createSession(prisma, user.id, services.config.sessionTtlMs, client);
  return { user, session };
}

const loginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1)
    .transform((email) => email.toLowerCase()),
  password: z.string().min(1),
});

export type LoginInput = z.input<typeof loginSchema>;

/** A right password opens a session, or, with two-factor sign-in on, a challenge for the code (`beginSignIn`). */
export async function login(services: Services, input: LoginInput, client: ClientInfo): Promise<SignInResult> {
  const { email, password } = parseInput(loginSchema, input);
  const { prisma, loginLimiter } = services;
  const attempt = await loginLimiter.reserve(email, client.ip);
  const user = await prisma.user.findUnique({ where: { email }, include: { entity: true } });
  const valid = await verifyPassword(user?.passwordHash ?? undefined, password);
  if (!user || !valid) throw new UnauthorizedError('LOGIN_FAILED', 'Login failed');
  // Only the right password learns of a suspension (ACCOUNT_SUSPENDED with its end), and an ended one is lifted here.
  if (!(await checkSuspension(prisma, user)) || user.status < 0) throw new UnauthorizedError('LOGIN_FAILED', 'Login failed');
  await attempt.succeeded();
  return beginSignIn(services, user, client);
}

export async function logout(services: Services, viewer: Viewer): Promise<void> {
  if (viewer.sessionId) await deleteSession(services.prisma, viewer.sessionId);
}

/** Saves the UI language in the profile; guests keep it in local preferences only. */
export async function setLanguage(services: Services, viewer: Viewer, language: string): Promise<string> {
  if (!isLanguage(language)) {
    throw new ValidationError([{ field: 'language', code: 'LANGUAGE_MISCONFIGURED' }], 'LANGUAGE_MISCONFIGURED');
  }
  if (viewer.user) {
    await services.prisma.user.update({ where: { id: viewer.user.id }, data: { language } });
    viewer.user.language = language;
  }
  return language;
}
