import { createHash, randomBytes } from 'node:crypto';
import type { AccountTokenPurpose, Prisma, PrismaClient } from '../db/generated/prisma/client.ts';

/** How long each kind of token may be used after it is issued. */
export const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  PASSWORD_RESTORE: 60 * 60 * 1000,
  EMAIL_CHANGE: 24 * 60 * 60 * 1000,
  SIGN_IN_CHALLENGE: 10 * 60 * 1000,
  SOCIAL_LINK: 30 * 60 * 1000,
};

type Db = PrismaClient | Prisma.TransactionClient;

export function hashAccountToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface IssuedToken {
  /** the secret given to the person (in a link or to the browser); only its hash is stored */
  token: string;
  expiresAt: Date;
}

/**
 * Issues a single-use token; earlier unused tokens of the same purpose for the person are
 * dropped, so only the newest link works. The person's row is locked first: two requests in
 * the same moment would otherwise each drop the old tokens and both leave theirs alive.
 */
export async function issueAccountToken(prisma: PrismaClient, userId: number, purpose: AccountTokenPurpose, payload: Prisma.InputJsonObject = {}): Promise<IssuedToken> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ACCOUNT_TOKEN_TTL_MS[purpose]);
  await prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
    await tx.accountToken.deleteMany({ where: { userId, purpose, usedAt: null } });
    await tx.accountToken.create({ data: { id: hashAccountToken(token), userId, purpose, payload, expiresAt } });
  });
  return { token, expiresAt };
}

export interface ConsumedToken {
  userId: number;
  payload: Prisma.JsonValue;
}

/**
 * Marks a token used and returns whom it was for, or null when it is unknown, of another
 * purpose, expired or used already. The conditional update makes two racing uses one.
 */
export async function consumeAccountToken(db: Db, token: string, purpose: AccountTokenPurpose): Promise<ConsumedToken | null> {
  if (!token || token.length > 200) return null;
  const id = hashAccountToken(token);
  const { count } = await db.accountToken.updateMany({
    where: { id, purpose, usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  if (count === 0) return null;
  const row = await db.accountToken.findUniqueOrThrow({ where: { id }, select: { userId: true, payload: true } });
  return row;
}

/** Looks a token up without using it (a form that shows whom it is for before the person acts). */
export async function peekAccountToken(db: Db, token: string, purpose: AccountTokenPurpose): Promise<ConsumedToken | null> {
  if (!token || token.length > 200) return null;
  return db.accountToken.findFirst({
    where: { id: hashAccountToken(token), purpose, usedAt: null, expiresAt: { gt: new Date() } },
    select: { userId: true, payload: true },
  });
}
