/**
 * The login mutation's answer when the password was right and the account has two-factor sign-in:
 * no session yet, only the challenge to answer with a code (`completeTwoFactorLogin`). An Error
 * only so the errors plugin can place it in the login result union beside the payload.
 */
export class TwoFactorChallenge extends Error {
  constructor(
    readonly challenge: string,
    readonly expiresAt: Date,
  ) {
    super('TWO_FACTOR_REQUIRED');
    this.name = 'TwoFactorChallenge';
  }
}
