import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { GraphQLError, Kind, OperationTypeNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import { AppError } from '../../errors.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { sendRestError } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { enterMembersArea } from './service.ts';

/**
 * The members-only area of a subdomain (social-core §6), as the server guards it: what the web's
 * `membersOnly` routes (web/routes.ts) send. On an entity's subdomain contributing is for its members:
 * recording (`/my/observation/add/`), posting (`/entity/{id}/post/`, `/post/edit/`) and writing
 * messages (`/message/send/{id}`). Reading stays open: the subdomain shows the entity to everyone.
 */
export const MEMBERS_ONLY_MUTATIONS: ReadonlySet<string> = new Set(['createObservation', 'importSightings', 'createPost', 'saveMessageDraft', 'sendMessage']);

/** The same area's REST writes. */
const MEMBERS_ONLY_REST: readonly { method: string; path: RegExp }[] = [
  { method: 'POST', path: /^\/api\/my\/observation(\/import)?\/?$/ },
  { method: 'POST', path: /^\/api\/post\/?$/ },
  { method: 'POST', path: /^\/api\/message\/send\/[^/]+\/?$/ },
];

/** REST: a members-only write on a subdomain is refused before its handler reads the body. */
export function membersOnlyRest(services: Services): RequestHandler {
  return async (req, res, next) => {
    if (!req.site || !MEMBERS_ONLY_REST.some((route) => route.method === req.method && route.path.test(req.baseUrl + req.path))) return next();
    try {
      await enterMembersArea(services.prisma, req.viewer, req.site);
      next();
    } catch (error) {
      sendRestError(res, error, services.logger);
    }
  };
}

/** The root fields an operation selects, through its fragments. */
function rootFields(selectionSet: SelectionSetNode, fragments: Record<string, FragmentDefinitionNode>, seen = new Set<string>()): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet, fragments, seen);
    const name = selection.name.value;
    const fragment = fragments[name];
    if (!fragment || seen.has(name)) return [];
    seen.add(name);
    return rootFields(fragment.selectionSet, fragments, seen);
  });
}

/** GraphQL: a mutation of the members-only area on a subdomain is refused before anything of it runs. */
export const membersOnlyPlugin: ApolloServerPlugin<GraphQLContext> = {
  requestDidStart: () =>
    Promise.resolve({
      async didResolveOperation({ operation, document, contextValue }) {
        if (!contextValue.site || operation?.operation !== OperationTypeNode.MUTATION) return;
        const fragments = Object.fromEntries(
          document.definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION).map((fragment) => [fragment.name.value, fragment]),
        );
        if (!rootFields(operation.selectionSet, fragments).some((field) => MEMBERS_ONLY_MUTATIONS.has(field))) return;
        try {
          await enterMembersArea(contextValue.prisma, contextValue.viewer, contextValue.site);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          throw new GraphQLError(error.message, { originalError: error, extensions: { code: error.code, http: { status: error.status } } });
        }
      },
    }),
};
