import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { ViewerRef } from '../users/schema.ts';
import {
  confirmEmailChange,
  type EmailChanged,
  type EmailChangeRequested,
  loadProfile,
  type Profile,
  requestEmailChange,
  updateProfile,
  type UpdatedProfile,
} from './service.ts';
import { GENDERS } from '@domain/profile.ts';

const GenderEnum = builder.enumType('Gender', { values: GENDERS });

const ProfileRef = builder.objectRef<Profile>('Profile').implement({
  description: "The viewer's own profile (recording §3): the account's fields and their person entity's",
  fields: (t) => ({
    id: t.id({ description: 'the profile is one per account', resolve: (profile) => `Profile:${profile.userId}` }),
    userId: t.exposeInt('userId'),
    entityId: t.exposeInt('entityId'),
    email: t.exposeString('email'),
    username: t.exposeString('username', { nullable: true }),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    displayName: t.exposeString('displayName'),
    birthDate: t.exposeString('birthDate', { nullable: true, description: 'YYYY-MM-DD' }),
    birthPlace: t.exposeString('birthPlace', { nullable: true }),
    locationText: t.exposeString('locationText', { nullable: true }),
    gender: t.field({ type: GenderEnum, nullable: true, resolve: (profile) => profile.gender }),
    introduction: t.exposeString('introduction', { description: "the person entity's description (sanitised HTML)" }),
    hasPassword: t.exposeBoolean('hasPassword', { description: 'false for an account that signs in only through a social provider' }),
  }),
});

builder.objectField(ViewerRef, 'profile', (t) =>
  t.field({
    type: ProfileRef,
    nullable: true,
    description: "the viewer's own profile; null for a guest",
    resolve: (_state, _args, context) => (context.viewer.user ? loadProfile(context.services, context.viewer) : null),
  }),
);

const ERRORS = [ValidationError, ConflictError, UnauthorizedError, ForbiddenError, NotFoundError];

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  description: "the fields to change; a field left out stays as it is, '' or null clears it (not the display name)",
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    displayName: t.string(),
    username: t.string({ description: "3–30 of a-z, 0-9, '.', '_', '-', not only digits; unique" }),
    birthDate: t.string({ description: 'YYYY-MM-DD, a past day from 1900' }),
    birthPlace: t.string(),
    locationText: t.string(),
    gender: t.string({ description: `one of ${GENDERS.join(', ')}` }),
    introduction: t.string({ description: 'HTML, sanitised as an entity description' }),
  }),
});

const UpdateProfilePayload = builder.objectRef<UpdatedProfile>('UpdateProfilePayload').implement({
  fields: (t) => ({
    code: t.string({ resolve: () => 'SAVED' }),
    stateChange: t.exposeInt('stateChange', { description: 'social-core §4: 1, changed user data' }),
    richTextCleaned: t.exposeBoolean('richTextCleaned', {
      description: 'whether the sanitiser removed tags, attributes or addresses from the introduction as sent (the RICH_TEXT_CLEANED notice)',
    }),
    profile: t.field({ type: ProfileRef, resolve: (result) => result.profile }),
    entity: t.prismaField({
      type: 'Entity',
      description: "the viewer's person entity, as changed",
      resolve: (query, result, _args, context) => context.prisma.entity.findUniqueOrThrow({ ...query, where: { id: result.profile.entityId } }),
    }),
  }),
});

builder.mutationField('updateProfile', (t) =>
  t.field({
    type: UpdateProfilePayload,
    description: "Saves the viewer's own profile (POST /api/profile/me)",
    args: { input: t.arg({ type: UpdateProfileInput, required: true }) },
    errors: { types: ERRORS, directResult: true, union: { name: 'UpdateProfileResult' } },
    resolve: (_root, { input }, context) => updateProfile(context.services, context.viewer, input),
  }),
);

const RequestEmailChangeInput = builder.inputType('RequestEmailChangeInput', {
  fields: (t) => ({
    newEmail: t.string({ required: true }),
    currentPassword: t.string({ description: 'required unless the account has no password (then a sign-in in the last 10 minutes is)' }),
  }),
});

const EmailChangeRequestPayload = builder.objectRef<EmailChangeRequested>('EmailChangeRequestPayload').implement({
  fields: (t) => ({
    code: t.string({ resolve: () => 'EMAIL_CHANGE_LINK_SENT' }),
    email: t.exposeString('email', { description: 'where the confirmation link went' }),
  }),
});

builder.mutationField('requestEmailChange', (t) =>
  t.field({
    type: EmailChangeRequestPayload,
    description: 'Mails a link to the new address that changes the account’s address when followed (POST /api/profile/email)',
    args: { input: t.arg({ type: RequestEmailChangeInput, required: true }) },
    errors: { types: ERRORS, directResult: true, union: { name: 'RequestEmailChangeResult' } },
    resolve: (_root, { input }, context) => requestEmailChange(context.services, context.viewer, input, context.client),
  }),
);

const ConfirmEmailChangeInput = builder.inputType('ConfirmEmailChangeInput', {
  fields: (t) => ({ token: t.string({ required: true, description: 'the token of the mailed link' }) }),
});

const EmailChangePayload = builder.objectRef<EmailChanged>('EmailChangePayload').implement({
  fields: (t) => ({
    code: t.string({ resolve: () => 'EMAIL_CHANGED' }),
    email: t.exposeString('email', { description: 'the account’s address now' }),
  }),
});

builder.mutationField('confirmEmailChange', (t) =>
  t.field({
    type: EmailChangePayload,
    description: 'Follows an e-mail change link (POST /api/profile/email/confirm); the token is the proof, no sign-in needed',
    args: { input: t.arg({ type: ConfirmEmailChangeInput, required: true }) },
    errors: { types: ERRORS, directResult: true, union: { name: 'ConfirmEmailChangeResult' } },
    resolve: (_root, { input }, context) => confirmEmailChange(context.services, input, context.viewer),
  }),
);
