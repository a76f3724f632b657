import { CONTRIBUTION_ROLES } from '@domain/contributions.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { numericId } from '../../graphql/ids.ts';
import { EntityRef } from '../entities/schema.ts';
import { ObservationRef } from '../observations/schema.ts';
import { type Contributor, contributorsOf, setContributors } from './service.ts';

const ContributionRoleEnum = builder.enumType('ContributionRole', {
  description: 'How a person took part in a record (domain/contributions.ts)',
  values: CONTRIBUTION_ROLES,
});

const ContributorRef = builder.objectRef<Contributor>('Contributor').implement({
  description: 'A person who took part in a record besides its uploader, in one role',
  fields: (t) => ({
    role: t.field({ type: ContributionRoleEnum, resolve: (row) => row.role }),
    displayName: t.exposeString('displayName'),
    person: t.prismaField({
      type: EntityRef,
      resolve: (query, row, _args, context) => context.prisma.entity.findUniqueOrThrow({ ...query, where: { id: row.entityId } }),
    }),
  }),
});

builder.objectField(ObservationRef, 'contributors', (t) =>
  t.field({
    type: [ContributorRef],
    description: 'Who else took part in the record, and how (recording §7 contribution edit)',
    resolve: (record, _args, context) => contributorsOf(context.prisma, context.viewer, [record.id]),
  }),
);

const ContributorInput = builder.inputType('ContributorInput', {
  fields: (t) => ({
    person: t.id({ required: true, description: 'a person entity' }),
    role: t.field({ type: ContributionRoleEnum, required: true }),
  }),
});

const ContributorsPayload = builder.objectRef<{ id: number }>('ContributorsPayload').implement({
  fields: (t) => ({
    observation: t.prismaField({
      type: 'Observation',
      resolve: (query, saved, _args, context) => context.prisma.observation.findUniqueOrThrow({ ...query, where: { id: saved.id } }),
    }),
  }),
});

builder.mutationField('setObservationContributors', (t) =>
  t.field({
    type: ContributorsPayload,
    description: "Replaces a record's contributors (its uploader and site admins; /api/contribution/edit/{id})",
    args: { id: t.arg.id({ required: true }), contributors: t.arg({ type: [ContributorInput], required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: [ValidationError, ForbiddenError, NotFoundError], directResult: true, union: { name: 'SetObservationContributorsResult' } },
    resolve: async (_root, { id, contributors }, context) => {
      const recordId = numericId(id, 'Observation', 'id');
      const rows = contributors.map(({ person, role }) => ({ entityId: numericId(person, 'Entity', 'id'), role }));
      await setContributors(context.services, context.viewer, recordId, rows);
      return { id: recordId };
    },
  }),
);
