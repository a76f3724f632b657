import { RECORDS_CHOICES, type RecordsChoice } from '@domain/account-removal.ts';
import { GUEST } from '../../auth/viewer.ts';
import { ConflictError, ForbiddenError, UnauthorizedError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { EntitySummaryRef, ViewerRef } from '../users/schema.ts';
import { removeAccount, soleOwnerships } from './service.ts';

const RecordsChoiceEnum = builder.enumType('RecordsChoice', {
  values: RECORDS_CHOICES,
  description: 'ANONYMISE: the records stay as anonymous contributions under their licence; DELETE: they go with the account',
});

const RemoveAccountInput = builder.inputType('RemoveAccountInput', {
  fields: (t) => ({
    password: t.string({ description: 'the current password (an account without one: a sign-in within the last 10 minutes)' }),
    records: t.field({ type: RecordsChoiceEnum, description: 'ANONYMISE when absent' }),
  }),
});

const RemoveAccountPayload = builder.objectRef<{ records: RecordsChoice }>('RemoveAccountPayload').implement({
  fields: (t) => ({
    records: t.field({ type: RecordsChoiceEnum, resolve: (removed) => removed.records }),
  }),
});

builder.mutationField('removeAccount', (t) =>
  t.field({
    type: RemoveAccountPayload,
    description: 'Removes the viewer\'s account (social-core §5, §7) and logs out: the state check then answers 3 "logged out".',
    args: { input: t.arg({ type: RemoveAccountInput, required: true }) },
    errors: { types: [ValidationError, UnauthorizedError, ForbiddenError, ConflictError], directResult: true, union: { name: 'RemoveAccountResult' } },
    resolve: async (_root, { input }, context) => {
      const removed = await removeAccount(context.services, context.viewer, input, context.client);
      context.cookies?.clear();
      context.viewer = GUEST;
      return removed;
    },
  }),
);

builder.objectField(ViewerRef, 'soleOwnerOf', (t) =>
  t.field({
    type: [EntitySummaryRef],
    description: 'the groups and projects only the viewer owns (A): the account can be removed once they are handed over or deleted',
    resolve: async (state, _args, context) =>
      state.entityId === null
        ? []
        : (await soleOwnerships(context.prisma, state.entityId)).map((entity) => ({
            id: entity.id,
            type: entity.type,
            name: entity.displayName,
            thumb: entity.profileImageUrl,
          })),
  }),
);
