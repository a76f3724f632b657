import { ACCOUNT_ROLES } from '@domain/roles.ts';
import { AccountSuspendedError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import { ErrorInterface } from '../../graphql/errors.ts';
import { builder } from '../../graphql/builder.ts';
import { peoplePolicy } from './people-policy.ts';
import { adminPerson, PEOPLE_ORDER, peopleWhere, promotionSuggestions, reportsAgainst, type RecordFigures, setRole } from './people.ts';
import { liftSuspension, listSanctions, suspendAccount } from './sanctions.ts';
import { RoleEnum } from './schema.ts';

/** The people screens' GraphQL (issue 21 part 3, `/admin/user/`): moderators and admins. */

builder.objectType(AccountSuspendedError, {
  name: 'AccountSuspendedError',
  interfaces: [ErrorInterface],
  description: 'Sign-in refused: the account is suspended (ACCOUNT_SUSPENDED)',
  fields: (t) => ({ until: t.expose('until', { type: 'DateTime', nullable: true, description: 'the end of the suspension; null: until lifted' }) }),
});

const AccountRoleEnum = builder.enumType('AccountRole', { values: ACCOUNT_ROLES, description: 'The roles an account can hold' });

builder.prismaObject('User', {
  name: 'AdminPerson',
  description: 'An account as the keepers list it',
  fields: (t) => ({
    entityId: t.exposeInt('entityId', { description: "the person entity's id (`/admin/user/{entityId}`, `/profile/{entityId}`)" }),
    displayName: t.string({ select: { entity: { select: { displayName: true } } }, resolve: (user) => user.entity.displayName }),
    email: t.exposeString('email'),
    username: t.exposeString('username', { nullable: true }),
    role: t.field({ type: RoleEnum, resolve: (user) => user.role }),
    status: t.exposeInt('status', { description: '1 active, 0 not confirmed, -1 suspended' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('adminPeople', (t) =>
  t.prismaConnection({
    type: 'User',
    cursor: 'id',
    description: 'People by name, e-mail or username and role, by name (moderators and admins; `/admin/user/`)',
    authScopes: (_parent, _args, context) => peoplePolicy(context.viewer).list,
    args: { search: t.arg.string(), role: t.arg({ type: AccountRoleEnum }) },
    totalCount: (_parent, args, context) => context.prisma.user.count({ where: peopleWhere(args) }),
    resolve: (query, _parent, args, context) => context.prisma.user.findMany({ ...query, where: peopleWhere(args), orderBy: PEOPLE_ORDER }),
  }),
);

const FiguresRef = builder.objectRef<RecordFigures>('RecordFigures').implement({
  description: "A person's records by review outcome",
  fields: (t) => ({
    accepted: t.exposeInt('accepted'),
    rejected: t.exposeInt('rejected'),
    pending: t.exposeInt('pending'),
    acceptanceRate: t.exposeFloat('acceptanceRate', { nullable: true, description: 'accepted / (accepted + rejected); null before any decision' }),
  }),
});

type SanctionRow = Awaited<ReturnType<typeof listSanctions>>[number];
const SanctionKindEnum = builder.enumType('SanctionKind', { values: ['SUSPEND', 'WARN'] as const });
const SanctionRef = builder.objectRef<SanctionRow>('Sanction').implement({
  description: 'A suspension or a warning, kept after it ends',
  fields: (t) => ({
    recId: t.exposeInt('id'),
    kind: t.field({ type: SanctionKindEnum, resolve: (row) => row.kind }),
    reason: t.exposeString('reason'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    until: t.expose('until', { type: 'DateTime', nullable: true }),
    liftedAt: t.expose('liftedAt', { type: 'DateTime', nullable: true }),
    byName: t.string({ resolve: (row) => row.by.displayName }),
    liftedByName: t.string({ nullable: true, resolve: (row) => row.liftedBy?.displayName ?? null }),
  }),
});

type ReportRow = Awaited<ReturnType<typeof reportsAgainst>>[number];
const ReportRef = builder.objectRef<ReportRow>('PersonReport').implement({
  description: 'A report about the person, their posts, records or comments',
  fields: (t) => ({
    recId: t.exposeInt('id'),
    objectId: t.exposeString('objectId'),
    reason: t.exposeString('reason'),
    status: t.exposeString('status'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    reporterName: t.string({ resolve: (row) => row.reporter.displayName }),
  }),
});

type Account = Awaited<ReturnType<typeof adminPerson>>;
const AdminAccountRef = builder.objectRef<Account>('AdminAccount').implement({
  description: 'One account as a keeper sees it (`/admin/user/{entityId}`)',
  fields: (t) => ({
    entityId: t.int({ resolve: (account) => account.user.entityId }),
    displayName: t.string({ resolve: (account) => account.user.entity.displayName }),
    email: t.string({ resolve: (account) => account.user.email }),
    username: t.string({ nullable: true, resolve: (account) => account.user.username }),
    role: t.field({ type: RoleEnum, resolve: (account) => account.user.role }),
    status: t.int({ resolve: (account) => account.user.status }),
    createdAt: t.field({ type: 'DateTime', resolve: (account) => account.user.createdAt }),
    records: t.field({ type: FiguresRef, resolve: (account) => account.figures }),
    suspended: t.boolean({ description: 'a suspension is in force', resolve: (account) => account.suspension !== null }),
    suspendedUntil: t.field({ type: 'DateTime', nullable: true, resolve: (account) => account.suspension?.until ?? null }),
    assignableRoles: t.field({
      type: [RoleEnum],
      description: 'the roles the viewer may give (empty: none, or the own account)',
      resolve: (account) => account.assignableRoles,
    }),
    viewerCanSuspend: t.boolean({ resolve: (account) => account.canSanction }),
    sanctions: t.field({ type: [SanctionRef], resolve: (account, _args, context) => listSanctions(context.services, context.viewer, account.user.entityId) }),
    reports: t.field({ type: [ReportRef], resolve: (account, _args, context) => reportsAgainst(context.services, context.viewer, account.user.entityId) }),
  }),
});

builder.queryField('adminPerson', (t) =>
  t.field({
    type: AdminAccountRef,
    nullable: true,
    description: 'One account with its records, reports and sanctions (moderators and admins); null for no such person',
    args: { entityId: t.arg.int({ required: true }) },
    authScopes: (_parent, _args, context) => peoplePolicy(context.viewer).list,
    resolve: async (_root, args, context) => {
      try {
        return await adminPerson(context.services, context.viewer, args.entityId);
      } catch (error) {
        if (error instanceof NotFoundError) return null;
        throw error;
      }
    },
  }),
);

const SuggestionRef = builder.objectRef<Awaited<ReturnType<typeof promotionSuggestions>>[number]>('PromotionSuggestion').implement({
  description: 'A person whose records earn the next role (thresholds: PROMOTION_STEPS, domain/roles.ts)',
  fields: (t) => ({
    entityId: t.exposeInt('entityId'),
    displayName: t.exposeString('displayName'),
    role: t.field({ type: RoleEnum, resolve: (row) => row.role }),
    suggested: t.field({ type: RoleEnum, resolve: (row) => row.suggested }),
    records: t.field({ type: FiguresRef, resolve: (row) => row.figures }),
  }),
});

builder.queryField('promotionSuggestions', (t) =>
  t.field({
    type: [SuggestionRef],
    description: 'People whose accepted records and acceptance rate pass the next role’s thresholds (moderators and admins)',
    authScopes: (_parent, _args, context) => peoplePolicy(context.viewer).list,
    resolve: (_root, _args, context) => promotionSuggestions(context.services, context.viewer),
  }),
);

const ERRORS = [ValidationError, ForbiddenError, NotFoundError, ConflictError];

const SetRoleInput = builder.inputType('SetRoleInput', {
  fields: (t) => ({
    entityId: t.int({ required: true }),
    role: t.field({ type: AccountRoleEnum, required: true }),
    reason: t.string(),
  }),
});
const SuspendAccountInput = builder.inputType('SuspendAccountInput', {
  fields: (t) => ({
    entityId: t.int({ required: true }),
    days: t.int({ description: 'whole days from now; absent: until lifted' }),
    reason: t.string({ required: true }),
  }),
});
const LiftSuspensionInput = builder.inputType('LiftSuspensionInput', {
  fields: (t) => ({ entityId: t.int({ required: true }), reason: t.string() }),
});

builder.mutationField('setRole', (t) =>
  t.field({
    type: AdminAccountRef,
    description: 'Gives a person a role: ADMIN any; MODERATOR only below MODERATOR to people below MODERATOR; never one’s own (POST /api/admin/user/{id}/role)',
    args: { input: t.arg({ type: SetRoleInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: ERRORS, directResult: true, union: { name: 'SetRoleResult' } },
    resolve: async (_root, { input }, context) => {
      await setRole(context.services, context.viewer, input);
      return adminPerson(context.services, context.viewer, input.entityId);
    },
  }),
);

builder.mutationField('suspendAccount', (t) =>
  t.field({
    type: AdminAccountRef,
    description: 'Suspends an account for some days or until lifted and ends its sessions (POST /api/admin/user/{id}/suspend)',
    args: { input: t.arg({ type: SuspendAccountInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: ERRORS, directResult: true, union: { name: 'SuspendAccountResult' } },
    resolve: async (_root, { input }, context) => {
      await suspendAccount(context.services, context.viewer, input);
      return adminPerson(context.services, context.viewer, input.entityId);
    },
  }),
);

builder.mutationField('liftSuspension', (t) =>
  t.field({
    type: AdminAccountRef,
    description: 'Lifts the suspension in force (POST /api/admin/user/{id}/unsuspend)',
    args: { input: t.arg({ type: LiftSuspensionInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: ERRORS, directResult: true, union: { name: 'LiftSuspensionResult' } },
    resolve: async (_root, { input }, context) => {
      await liftSuspension(context.services, context.viewer, input);
      return adminPerson(context.services, context.viewer, input.entityId);
    },
  }),
);
