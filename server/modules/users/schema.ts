import { ROLES } from '@domain/roles.ts';
import { GUEST } from '../../auth/viewer.ts';
import { AccountSuspendedError, ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors.ts';
import { abilitiesType } from '../../graphql/abilities.ts';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { EntityRef } from '../entities/schema.ts';
import { viewerDefaultPrivacy } from '../privacy/service.ts';
import { linkPendingIdentity } from '../social-login/service.ts';
import { VIEWER_ACTIONS, viewerPolicy } from './policy.ts';
import { TwoFactorChallenge } from '../two-factor/challenge.ts';
import { type Authenticated, login, logout, register, setLanguage } from './service.ts';
import { type EntitySummary, loadUserState, type UserState } from './user-state.ts';

export const RoleEnum = builder.enumType('Role', { values: ROLES });

export const EntitySummaryRef = builder.objectRef<EntitySummary>('EntitySummary').implement({
  fields: (t) => ({
    recId: t.exposeInt('id'),
    type: t.exposeInt('type'),
    name: t.exposeString('name'),
    thumb: t.exposeString('thumb', { nullable: true }),
  }),
});

const RelationEntryRef = builder.objectRef<[number, string[]]>('EntityRelationEntry').implement({
  description: 'The relation letters the viewer holds towards one entity (c, b, m, j, s, g; admin A, C, E, M, R)',
  fields: (t) => ({
    entityId: t.int({ resolve: ([entityId]) => entityId }),
    codes: t.stringList({ resolve: ([, codes]) => codes }),
  }),
});

const ViewerCanRef = abilitiesType(
  'ViewerCan',
  VIEWER_ACTIONS,
  'What the viewer may do site-wide: review records, change the entry rules, edit the species catalogue, keep samples',
);

export const ViewerRef = builder.objectRef<UserState>('Viewer').implement({
  description: 'Whoever is asking: the whole session state of a user, or a guest',
  fields: (t) => ({
    role: t.field({ type: RoleEnum, resolve: (state) => state.role }),
    userId: t.exposeInt('userId', { nullable: true }),
    entityId: t.exposeInt('entityId', { nullable: true, description: "the person entity's numeric id (auth_entityId)" }),
    entity: t.field({
      type: EntityRef,
      nullable: true,
      resolve: (state, _args, context) => (state.entityId === null ? null : context.prisma.entity.findUnique({ where: { id: state.entityId } })),
    }),
    mainEntityId: t.exposeInt('mainEntityId', { nullable: true }),
    displayName: t.exposeString('displayName', { nullable: true }),
    entityType: t.exposeInt('entityType', { nullable: true }),
    memberArray: t.exposeIntList('memberArray'),
    status: t.exposeInt('status', { nullable: true }),
    language: t.exposeString('language'),
    profileImageUrl: t.exposeString('profileImageUrl', { nullable: true }),
    entities: t.field({ type: [EntitySummaryRef], resolve: (state) => state.entities }),
    groups: t.field({
      type: [EntitySummaryRef],
      description: 'the groups and projects the viewer belongs to (member or admin), by name: the entity selector of the records list and map',
      resolve: (state) => state.groups,
    }),
    relations: t.field({ type: [RelationEntryRef], resolve: (state) => [...state.relations] }),
    likedIds: t.exposeStringList('liked'),
    settings: t.expose('settings', { type: 'JSON' }),
    notificationCount: t.exposeInt('notificationCount'),
    messageCount: t.exposeInt('messageCount'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', nullable: true }),
    frontendVersion: t.exposeString('frontendVersion'),
    can: t.field({ type: ViewerCanRef, resolve: (_state, _args, context) => viewerPolicy(context.viewer) }),
    defaultPrivacy: t.int({
      description: "the privacy a new item of this kind gets unless its author says otherwise (the viewer's `{kind}_pp` setting)",
      args: { kind: t.arg.string({ required: true }) },
      resolve: (_state, args, context) => viewerDefaultPrivacy(context.viewer, args.kind),
    }),
  }),
});

builder.queryField('viewer', (t) => t.field({ type: ViewerRef, resolve: (_root, _args, context) => loadUserState(context.services, context.viewer) }));

const RegisterInput = builder.inputType('RegisterInput', {
  fields: (t) => ({
    displayName: t.string({ required: true }),
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    passwordRetype: t.string({ required: true }),
    acceptPrivacy: t.boolean({ required: true, description: 'the privacy policy must be accepted' }),
    language: t.string(),
  }),
});

const LoginInput = builder.inputType('LoginInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    socialLinkToken: t.string({ description: 'a social account waiting for this password to be linked (the `social_link` of the login screen)' }),
  }),
});

const SetLanguageInput = builder.inputType('SetLanguageInput', {
  fields: (t) => ({ language: t.string({ required: true }) }),
});

export const AuthPayload = builder.objectRef<UserState>('AuthPayload').implement({
  fields: (t) => ({ viewer: t.field({ type: ViewerRef, resolve: (state) => state }) }),
});

export async function startSession(context: GraphQLContext, { user, session }: Authenticated): Promise<UserState> {
  context.cookies?.set(session);
  context.viewer = { role: user.role, user, sessionId: null };
  return loadUserState(context.services, context.viewer);
}

builder.mutationField('register', (t) =>
  t.field({
    type: AuthPayload,
    args: { input: t.arg({ type: RegisterInput, required: true }) },
    errors: { types: [ValidationError, ConflictError], directResult: true, union: { name: 'RegisterResult' } },
    resolve: async (_root, { input }, context) =>
      startSession(context, await register(context.services, { ...input, language: input.language ?? undefined }, context.client)),
  }),
);

builder.mutationField('login', (t) =>
  t.field({
    type: AuthPayload,
    args: { input: t.arg({ type: LoginInput, required: true }) },
    description: 'A right password starts a session (AuthPayload), or, with two-factor sign-in on, answers a TwoFactorChallenge for completeTwoFactorLogin',
    errors: {
      types: [ValidationError, UnauthorizedError, AccountSuspendedError, NotFoundError, ConflictError, TwoFactorChallenge],
      directResult: true,
      union: { name: 'LoginResult' },
    },
    resolve: async (_root, { input }, context) => {
      const result = await login(context.services, input, context.client);
      if (result.kind === 'challenge') throw new TwoFactorChallenge(result.challenge, result.expiresAt);
      const state = await startSession(context, result);
      if (input.socialLinkToken && context.viewer.user) await linkPendingIdentity(context.services, context.viewer.user.id, input.socialLinkToken);
      return state;
    },
  }),
);

builder.mutationField('logout', (t) =>
  t.field({
    type: AuthPayload,
    resolve: async (_root, _args, context) => {
      await logout(context.services, context.viewer);
      context.cookies?.clear();
      context.viewer = GUEST;
      return loadUserState(context.services, GUEST);
    },
  }),
);

builder.mutationField('setLanguage', (t) =>
  t.field({
    type: AuthPayload,
    args: { input: t.arg({ type: SetLanguageInput, required: true }) },
    errors: { types: [ValidationError], directResult: true, union: { name: 'SetLanguageResult' } },
    resolve: async (_root, { input }, context) => {
      await setLanguage(context.services, context.viewer, input.language);
      return loadUserState(context.services, context.viewer);
    },
  }),
);
