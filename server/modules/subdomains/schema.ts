import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors.ts';
import { abilitiesType } from '../../graphql/abilities.ts';
import { builder } from '../../graphql/builder.ts';
import { numericId } from '../../graphql/ids.ts';
import { EntityRef } from '../entities/schema.ts';
import { setEntitySubdomain, siteState, type SiteState } from './service.ts';

const SiteCanRef = abilitiesType(
  'SiteCan',
  ['enterMembersArea', 'setSubdomain'] as const,
  "What the viewer may do on this site: open the subdomain's members-only routes, give entities their subdomains",
);

const SiteRef = builder.objectRef<SiteState>('Site').implement({
  description: "The site the request came to: an entity's subdomain (subdomain mode, social-core §1) or the main host",
  fields: (t) => ({
    subdomain: t.exposeString('subdomain', { nullable: true, description: "the host label of the entity's subdomain; null on the main host" }),
    entity: t.prismaField({
      type: 'Entity',
      nullable: true,
      description: 'the entity the subdomain ties the app to',
      resolve: (query, site, _args, context) => (site.entityId === null ? null : context.prisma.entity.findUnique({ ...query, where: { id: site.entityId } })),
    }),
    loginPath: t.exposeString('loginPath', { description: 'where a guest is sent to log in (LOGIN_PATH, or SUBDOMAIN_LOGIN_PATH on a subdomain)' }),
    publicHost: t.exposeString('publicHost', { nullable: true, description: "the host entities' subdomains are under (PUBLIC_ORIGIN's); null: subdomain mode is off" }),
    viewerCan: t.field({ type: SiteCanRef, resolve: (site) => site.can }),
  }),
});

builder.queryField('site', (t) => t.field({ type: SiteRef, resolve: (_root, _args, context) => siteState(context.services, context.viewer, context.site ?? null) }));

builder.prismaObjectField('Entity', 'subdomain', (t) =>
  t.exposeString('subdomain', { nullable: true, description: 'the host label of its subdomain (`{subdomain}.` the public host), set by admins' }),
);

const SetEntitySubdomainInput = builder.inputType('SetEntitySubdomainInput', {
  fields: (t) => ({
    entity: t.globalID({ required: true, for: EntityRef }),
    subdomain: t.string({ required: false, description: 'a lower-case DNS label of 3–63 characters; empty or null takes the subdomain away' }),
  }),
});

const SetEntitySubdomainPayload = builder.objectRef<{ entityId: number }>('SetEntitySubdomainPayload').implement({
  fields: (t) => ({
    code: t.string({ description: 'success token for the toast', resolve: () => 'VALUE_SET' }),
    entity: t.prismaField({
      type: 'Entity',
      resolve: (query, change, _args, context) => context.prisma.entity.findUniqueOrThrow({ ...query, where: { id: change.entityId } }),
    }),
  }),
});

builder.mutationField('setEntitySubdomain', (t) =>
  t.field({
    type: SetEntitySubdomainPayload,
    description: 'Gives an entity its subdomain or takes it away (site ADMIN only); SUBDOMAIN_TAKEN when another entity has it',
    args: { input: t.arg({ type: SetEntitySubdomainInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: {
      types: [ValidationError, ConflictError, ForbiddenError, NotFoundError, UnauthorizedError],
      directResult: true,
      union: { name: 'SetEntitySubdomainResult' },
    },
    resolve: async (_root, { input }, context) => {
      const entity = await setEntitySubdomain(context.services, context.viewer, numericId(input.entity.id, 'Entity', 'entity'), input.subdomain ?? null);
      return { entityId: entity.id };
    },
  }),
);
