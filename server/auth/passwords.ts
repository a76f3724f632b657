import argon2 from 'argon2';

const options = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

/** A real hash of a random password, verified when the account does not exist so timing does not reveal it. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (hash === undefined) {
    decoyHash ??= hashPassword(crypto.randomUUID());
    await argon2.verify(await decoyHash, password);
    return false;
  }
  return argon2.verify(hash, password);
}
