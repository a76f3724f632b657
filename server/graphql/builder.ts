import SchemaBuilder from '@pothos/core';
import { type GraphQLSchema, isObjectType } from 'graphql';
import type { FileUpload } from 'graphql-upload-ts';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { hasRole, type RoleName } from '../auth/roles.ts';
import type PrismaTypes from '../db/generated/pothos-types.ts';
import { getDatamodel } from '../db/generated/pothos-types.ts';
import { TIMELINE_PAGE_SIZE } from '../modules/timeline/limits.ts';
import { BadRequestError, ForbiddenError, UnauthorizedError } from '../errors.ts';
import { MAX_RECORD_ID } from '../validation.ts';
import type { GraphQLContext } from './context.ts';
import { nodeExists } from './node-exists.ts';

/** Whether a decoded global id is of a node type and holds an id our tables can have. */
function namesNode(schema: GraphQLSchema, { typename, id }: { typename: string; id: string }): boolean {
  const type = schema.getType(typename);
  const isNode = isObjectType(type) && type.getInterfaces().some((face) => face.name === 'Node');
  return isNode && /^\d{1,10}$/.test(id) && Number(id) <= MAX_RECORD_ID;
}

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  PrismaTypes: PrismaTypes;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    JSON: { Input: unknown; Output: unknown };
    Upload: { Input: Promise<FileUpload>; Output: never };
  };
  AuthScopes: {
    loggedIn: boolean;
    /** the viewer's role is at least this one */
    role: RoleName;
  };
}>({
  // Relay first so auth scopes see parsed global ids; then scope-auth before the resolver-wrapping plugins.
  // Inputs are validated with zod inside the services (server/validation.ts), so REST gets the same rules.
  plugins: [RelayPlugin, ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin],
  defaultFieldNullability: false,
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    nodeQueryOptions: {
      // A well-formed global id of no node type, or with an id no row can have, names nothing.
      // A guest reading something that exists but needs a login (e.g. after their session expired)
      // is told UNAUTHORIZED, so the app shows the login page (social-core §8: 401), not "not found".
      // A signed-in viewer who may not see it gets null: logging in again would not help.
      resolve: async (_root, { id }, context, info, resolveNode) => {
        if (!namesNode(info.schema, id)) return null;
        const node = await resolveNode(id);
        if (node === null && !context.viewer.user && (await nodeExists(context.prisma, id))) throw new UnauthorizedError();
        return node;
      },
    },
    nodesQueryOptions: {
      resolve: (_root, { ids }, _context, info, resolveNodes) => {
        if (!ids.every((id) => namesNode(info.schema, id))) throw new BadRequestError('BAD_ID', 'A global id names no node');
        return resolveNodes(ids);
      },
    },
  },
  scopeAuth: {
    authorizeOnSubscribe: true,
    // A guest asking for a logged-in-only field gets the spec's UNAUTHORIZED (401 on REST), not a masked error.
    unauthorizedError: (_parent, context) => (context.viewer.user ? new ForbiddenError() : new UnauthorizedError()),
    authScopes: (context) => ({
      loggedIn: context.viewer.user !== null,
      role: (atLeast) => hasRole(context.viewer.role, atLeast),
    }),
  },
  errors: { defaultTypes: [] },
  prisma: {
    client: (context) => context.prisma,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    defaultConnectionSize: TIMELINE_PAGE_SIZE,
    maxConnectionSize: TIMELINE_PAGE_SIZE,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
