import { ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { ViewerRef } from '../users/schema.ts';
import { loadUserState } from '../users/user-state.ts';
import {
  completeSocialSignup,
  hasPassword,
  pendingSocialSignup,
  SIGNUP_COOKIE,
  type SocialAccount,
  socialAccounts,
  type SocialProvider,
  type SocialSignupInfo,
  socialProviders,
  unlinkSocialAccount,
} from './service.ts';

const SocialProviderRef = builder.objectRef<SocialProvider>('SocialProvider').implement({
  description: 'A configured social-login provider (OpenID Connect): a button on the login screen',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'the `service` of /social_init' }),
    label: t.exposeString('label'),
  }),
});

builder.queryField('socialProviders', (t) =>
  t.field({
    type: [SocialProviderRef],
    description: 'the social-login providers this site is configured for; empty: password sign-in only',
    resolve: (_root, _args, context) => socialProviders(context.services),
  }),
);

const SocialAccountRef = builder.objectRef<SocialAccount>('SocialAccount').implement({
  description: "A social account linked to the viewer's account",
  fields: (t) => ({
    provider: t.exposeString('provider'),
    label: t.exposeString('label'),
    email: t.exposeString('email', { nullable: true }),
    linkedAt: t.expose('linkedAt', { type: 'DateTime' }),
  }),
});

builder.objectField(ViewerRef, 'socialAccounts', (t) =>
  t.field({
    type: [SocialAccountRef],
    description: "the viewer's linked social accounts (none for a guest)",
    resolve: (state, _args, context) => (state.userId === null ? [] : socialAccounts(context.services, state.userId)),
  }),
);

builder.objectField(ViewerRef, 'hasPassword', (t) =>
  t.boolean({
    description: 'whether the account can sign in with a password (an account made through a social provider has none)',
    resolve: (state, _args, context) => (state.userId === null ? false : hasPassword(context.services, state.userId)),
  }),
);

const SocialSignupRef = builder.objectRef<SocialSignupInfo>('SocialSignup').implement({
  description: 'A new social identity waiting for the sign-up confirmation: what the provider told',
  fields: (t) => ({
    provider: t.exposeString('provider'),
    providerLabel: t.exposeString('providerLabel'),
    email: t.exposeString('email'),
    displayName: t.exposeString('displayName', { nullable: true }),
  }),
});

const signupCookie = (context: GraphQLContext) => context.requestCookies?.[SIGNUP_COOKIE];

builder.queryField('socialSignup', (t) =>
  t.field({
    type: SocialSignupRef,
    nullable: true,
    description: "this browser's social sign-up waiting for confirmation, if any",
    resolve: (_root, _args, context) => pendingSocialSignup(context.services, signupCookie(context)),
  }),
);

const CompleteSocialSignupInput = builder.inputType('CompleteSocialSignupInput', {
  fields: (t) => ({
    displayName: t.string({ required: true }),
    acceptPrivacy: t.boolean({ required: true, description: 'the privacy policy must be accepted' }),
    language: t.string(),
  }),
});

const SocialViewerPayload = builder.objectRef<{ viewer: Awaited<ReturnType<typeof loadUserState>> }>('SocialViewerPayload').implement({
  fields: (t) => ({ viewer: t.field({ type: ViewerRef, resolve: (payload) => payload.viewer }) }),
});

builder.mutationField('completeSocialSignup', (t) =>
  t.field({
    type: SocialViewerPayload,
    description: 'creates the account of a new social identity (no password) and signs it in',
    args: { input: t.arg({ type: CompleteSocialSignupInput, required: true }) },
    errors: { types: [ValidationError, ConflictError, NotFoundError], directResult: true, union: { name: 'CompleteSocialSignupResult' } },
    resolve: async (_root, { input }, context) => {
      const { user, session } = await completeSocialSignup(context.services, signupCookie(context), { ...input, language: input.language ?? undefined }, context.client);
      context.cookies?.set(session);
      context.viewer = { role: user.role, user, sessionId: null };
      return { viewer: await loadUserState(context.services, context.viewer) };
    },
  }),
);

builder.mutationField('unlinkSocialAccount', (t) =>
  t.field({
    type: SocialViewerPayload,
    description: "unlinks one of the viewer's social accounts; the last way to sign in cannot be removed (LAST_SIGN_IN_METHOD)",
    args: { provider: t.arg.string({ required: true }) },
    errors: { types: [UnauthorizedError, NotFoundError, ConflictError], directResult: true, union: { name: 'UnlinkSocialAccountResult' } },
    resolve: async (_root, { provider }, context) => {
      await unlinkSocialAccount(context.services, context.viewer, provider);
      return { viewer: await loadUserState(context.services, context.viewer) };
    },
  }),
);
