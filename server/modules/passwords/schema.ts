import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { TwoFactorChallenge } from '../two-factor/challenge.ts';
import { AuthPayload, startSession } from '../users/schema.ts';
import { changePassword, checkRestoreToken, requestPasswordRestore, RESTORE_REQUESTED, type RestoreTokenInfo, restorePassword, setPassword } from './service.ts';

const RequestPasswordRestoreInput = builder.inputType('RequestPasswordRestoreInput', {
  fields: (t) => ({ email: t.string({ required: true }) }),
});

const PasswordRestoreRequested = builder.objectRef<object>('PasswordRestoreRequested').implement({
  description: 'The one answer of a restore request, whether or not the address has an account',
  fields: (t) => ({ code: t.string({ resolve: () => RESTORE_REQUESTED }) }),
});

builder.mutationField('requestPasswordRestore', (t) =>
  t.field({
    type: PasswordRestoreRequested,
    description: 'Mails a single-use, one-hour restore link to an address with an account (POST /api/password/restore); the answer never tells which',
    args: { input: t.arg({ type: RequestPasswordRestoreInput, required: true }) },
    errors: { types: [ValidationError], directResult: true, union: { name: 'RequestPasswordRestoreResult' } },
    resolve: async (_root, { input }, context) => {
      await requestPasswordRestore(context.services, input, context.client);
      return {};
    },
  }),
);

const PasswordRestoreLink = builder.objectRef<RestoreTokenInfo>('PasswordRestoreLink').implement({
  fields: (t) => ({ email: t.exposeString('email', { description: 'the address the link was sent to' }) }),
});

builder.queryField('passwordRestoreLink', (t) =>
  t.field({
    type: PasswordRestoreLink,
    description: 'Whether a restore link still works, without using it (GET /api/password/restore?token=)',
    args: { token: t.arg.string({ required: true }) },
    errors: { types: [ValidationError, NotFoundError], directResult: true, union: { name: 'PasswordRestoreLinkResult' } },
    resolve: (_root, args, context) => checkRestoreToken(context.services, args),
  }),
);

const RestorePasswordInput = builder.inputType('RestorePasswordInput', {
  fields: (t) => ({
    token: t.string({ required: true, description: 'the token of the mailed link' }),
    password: t.string({ required: true }),
    passwordRetype: t.string({ required: true }),
  }),
});

builder.mutationField('restorePassword', (t) =>
  t.field({
    type: AuthPayload,
    description:
      'Sets a new password through a restore link (PUT /api/password/restore): every session of the account ends and a new one starts here, or a TwoFactorChallenge comes first',
    args: { input: t.arg({ type: RestorePasswordInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError, TwoFactorChallenge], directResult: true, union: { name: 'RestorePasswordResult' } },
    resolve: async (_root, { input }, context) => {
      const result = await restorePassword(context.services, input, context.client);
      if (result.kind === 'challenge') throw new TwoFactorChallenge(result.challenge, result.expiresAt);
      return startSession(context, result);
    },
  }),
);

const PasswordChanged = builder.objectRef<object>('PasswordChanged').implement({
  fields: (t) => ({ code: t.string({ resolve: () => 'PASSWORD_CHANGED' }) }),
});

const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  fields: (t) => ({
    currentPassword: t.string({ required: true }),
    password: t.string({ required: true }),
    passwordRetype: t.string({ required: true }),
  }),
});

const changeErrors = [ValidationError, UnauthorizedError, ForbiddenError];

builder.mutationField('changePassword', (t) =>
  t.field({
    type: PasswordChanged,
    description:
      "Changes the viewer's password with the current one (POST /api/password/change); the other sessions end. A social-only account hears CANT_CHANGE_PW_FOR_SOCIAL_ACCOUNT",
    args: { input: t.arg({ type: ChangePasswordInput, required: true }) },
    errors: { types: changeErrors, directResult: true, union: { name: 'ChangePasswordResult' } },
    resolve: async (_root, { input }, context) => {
      await changePassword(context.services, context.viewer, input, context.client);
      return {};
    },
  }),
);

const SetPasswordInput = builder.inputType('SetPasswordInput', {
  fields: (t) => ({ password: t.string({ required: true }), passwordRetype: t.string({ required: true }) }),
});

builder.mutationField('setPassword', (t) =>
  t.field({
    type: PasswordChanged,
    description: 'Gives a social-only account a password, within 10 minutes of signing in (POST /api/password/set)',
    args: { input: t.arg({ type: SetPasswordInput, required: true }) },
    errors: { types: changeErrors, directResult: true, union: { name: 'SetPasswordResult' } },
    resolve: async (_root, { input }, context) => {
      await setPassword(context.services, context.viewer, input, context.client);
      return {};
    },
  }),
);
