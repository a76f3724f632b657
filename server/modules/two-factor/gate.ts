import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { GraphQLError, Kind, OperationTypeNode } from 'graphql';
import { ForbiddenError } from '../../errors.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { sendRestError } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { mustSetUpTwoFactor } from './service.ts';

export const TWO_FACTOR_REQUIRED = 'TWO_FACTOR_REQUIRED';

/** What an admin who must set up two-factor sign-in may still do: set it up, sign in and out, pick a language. */
const SETUP_MUTATIONS = new Set(['startTotpSetup', 'enableTotp', 'login', 'completeTwoFactorLogin', 'logout', 'setLanguage']);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** REQUIRE_ADMIN_2FA on REST: every write of such an admin is 403 TWO_FACTOR_REQUIRED (mounted on /api after the viewer). */
export function twoFactorRestGate(services: Services): RequestHandler {
  return (req, res, next) => {
    if (!WRITES.has(req.method) || !mustSetUpTwoFactor(services, req.viewer)) return next();
    sendRestError(res, new ForbiddenError(TWO_FACTOR_REQUIRED, 'Set up two-factor sign-in first'), services.logger);
  };
}

/** REQUIRE_ADMIN_2FA on GraphQL: a mutation of such an admin other than the set-up's is refused before it runs. */
export const twoFactorGraphQLGate: ApolloServerPlugin<GraphQLContext> = {
  requestDidStart: () =>
    Promise.resolve({
      didResolveOperation: ({ operation, contextValue }) => {
        if (operation?.operation !== OperationTypeNode.MUTATION || !mustSetUpTwoFactor(contextValue.services, contextValue.viewer)) return Promise.resolve();
        const allowed = operation.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && SETUP_MUTATIONS.has(selection.name.value));
        if (allowed) return Promise.resolve();
        throw new GraphQLError('Set up two-factor sign-in first', { extensions: { code: TWO_FACTOR_REQUIRED, http: { status: 403 } } });
      },
    }),
};
