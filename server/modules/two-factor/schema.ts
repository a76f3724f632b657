import { AccountSuspendedError, ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { AuthPayload, startSession, ViewerRef } from '../users/schema.ts';
import { loadUserState } from '../users/user-state.ts';
import { linkPendingIdentity } from '../social-login/service.ts';
import { TwoFactorChallenge } from './challenge.ts';
import {
  completeTwoFactorSignIn,
  disableTotp,
  enableTotp,
  mustSetUpTwoFactor,
  regenerateRecoveryCodes,
  startTotpSetup,
  type TotpSetup,
  twoFactorState,
  type TwoFactorState,
} from './service.ts';

builder.objectType(TwoFactorChallenge, {
  name: 'TwoFactorChallenge',
  description: 'The password was right; the account asks for a code from its authenticator app (or a recovery code) before the session starts',
  fields: (t) => ({
    challenge: t.exposeString('challenge', { description: 'single use, for completeTwoFactorLogin; valid 10 minutes' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

const TwoFactorStateRef = builder.objectRef<TwoFactorState>('TwoFactorState').implement({
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled'),
    recoveryCodesLeft: t.exposeInt('recoveryCodesLeft'),
    required: t.exposeBoolean('required', { description: 'the operator requires two-factor sign-in of the viewer (REQUIRE_ADMIN_2FA, admins)' }),
    passwordless: t.exposeBoolean('passwordless', { description: 'no password to confirm changes with: they need a sign-in of the last 10 minutes' }),
  }),
});

builder.objectField(ViewerRef, 'twoFactor', (t) =>
  t.field({
    type: TwoFactorStateRef,
    nullable: true,
    description: "the viewer's two-factor sign-in; null for a guest",
    resolve: (_state, _args, context) => twoFactorState(context.services, context.viewer),
  }),
);

builder.objectField(ViewerRef, 'twoFactorSetupRequired', (t) =>
  t.boolean({
    description: 'an admin who must set up two-factor sign-in before doing anything else (REQUIRE_ADMIN_2FA)',
    resolve: (_state, _args, context) => mustSetUpTwoFactor(context.services, context.viewer),
  }),
);

const TotpSetupRef = builder.objectRef<TotpSetup>('TotpSetup').implement({
  fields: (t) => ({
    secret: t.exposeString('secret', { description: 'base32, for typing into the app by hand' }),
    uri: t.exposeString('uri', { description: 'the otpauth:// address' }),
    qrSvg: t.exposeString('qrSvg', { description: 'the address as an SVG QR code' }),
  }),
});

const TwoFactorChangeInput = builder.inputType('TwoFactorChangeInput', {
  fields: (t) => ({
    code: t.string({ required: true, description: 'a code from the app (disable and regenerate also take a recovery code)' }),
    password: t.string({ description: 'the current password; an account without one needs a sign-in of the last 10 minutes' }),
  }),
});

const RecoveryCodesPayload = builder.objectRef<{ recoveryCodes: string[]; viewerState: Awaited<ReturnType<typeof loadUserState>> }>('RecoveryCodesPayload').implement({
  fields: (t) => ({
    recoveryCodes: t.exposeStringList('recoveryCodes', { description: 'shown this once; each signs in once instead of a code' }),
    viewer: t.field({ type: ViewerRef, resolve: (payload) => payload.viewerState }),
  }),
});

const changeErrors = [ValidationError, ConflictError, ForbiddenError, UnauthorizedError];

builder.mutationField('startTotpSetup', (t) =>
  t.field({
    type: TotpSetupRef,
    description: 'A new secret, pending until enableTotp confirms a code of it',
    errors: { types: [ConflictError, UnauthorizedError], directResult: true, union: { name: 'StartTotpSetupResult' } },
    resolve: (_root, _args, context) => startTotpSetup(context.services, context.viewer),
  }),
);

builder.mutationField('enableTotp', (t) =>
  t.field({
    type: RecoveryCodesPayload,
    args: { input: t.arg({ type: TwoFactorChangeInput, required: true }) },
    errors: { types: changeErrors, directResult: true, union: { name: 'EnableTotpResult' } },
    resolve: async (_root, { input }, context) => {
      const recoveryCodes = await enableTotp(context.services, context.viewer, { code: input.code, password: input.password ?? undefined }, context.client);
      return { recoveryCodes, viewerState: await loadUserState(context.services, context.viewer) };
    },
  }),
);

builder.mutationField('regenerateRecoveryCodes', (t) =>
  t.field({
    type: RecoveryCodesPayload,
    args: { input: t.arg({ type: TwoFactorChangeInput, required: true }) },
    errors: { types: changeErrors, directResult: true, union: { name: 'RegenerateRecoveryCodesResult' } },
    resolve: async (_root, { input }, context) => {
      const recoveryCodes = await regenerateRecoveryCodes(context.services, context.viewer, { code: input.code, password: input.password ?? undefined }, context.client);
      return { recoveryCodes, viewerState: await loadUserState(context.services, context.viewer) };
    },
  }),
);

builder.mutationField('disableTotp', (t) =>
  t.field({
    type: AuthPayload,
    args: { input: t.arg({ type: TwoFactorChangeInput, required: true }) },
    errors: { types: changeErrors, directResult: true, union: { name: 'DisableTotpResult' } },
    resolve: async (_root, { input }, context) => {
      await disableTotp(context.services, context.viewer, { code: input.code, password: input.password ?? undefined }, context.client);
      return loadUserState(context.services, context.viewer);
    },
  }),
);

const CompleteTwoFactorLoginInput = builder.inputType('CompleteTwoFactorLoginInput', {
  fields: (t) => ({
    challenge: t.string({ required: true }),
    code: t.string({ required: true, description: 'a code from the app, or one of the recovery codes' }),
    socialLinkToken: t.string({ description: "the login's `socialLinkToken`: linked once the second factor is right too" }),
  }),
});

builder.mutationField('completeTwoFactorLogin', (t) =>
  t.field({
    type: AuthPayload,
    args: { input: t.arg({ type: CompleteTwoFactorLoginInput, required: true }) },
    errors: { types: [ValidationError, UnauthorizedError, AccountSuspendedError, NotFoundError], directResult: true, union: { name: 'CompleteTwoFactorLoginResult' } },
    resolve: async (_root, { input }, context) => {
      const state = await startSession(context, await completeTwoFactorSignIn(context.services, input, context.client));
      if (input.socialLinkToken && context.viewer.user) await linkPendingIdentity(context.services, context.viewer.user.id, input.socialLinkToken);
      return state;
    },
  }),
);
