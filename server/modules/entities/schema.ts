import { builder } from '../../graphql/builder.ts';

export const EntityRef = builder.prismaNode('Entity', {
  id: { field: 'id' },
  description: 'A person (type 0), community (-1), group (2) or project (6)',
  fields: (t) => ({
    recId: t.exposeInt('id', { description: 'the numeric id used in routes and the REST API' }),
    type: t.exposeInt('type'),
    subType: t.exposeInt('subType', { nullable: true }),
    displayName: t.exposeString('displayName'),
    profileImageUrl: t.exposeString('profileImageUrl', { nullable: true }),
    locationText: t.exposeString('locationText', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});
