import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import depthLimit from 'graphql-depth-limit';
import { type ComplexityEstimator, getComplexity } from 'graphql-query-complexity';

/** A list field costs its page size times its children; any other field costs 1 plus its children. */
const pageSizeEstimator: ComplexityEstimator = ({ args, childComplexity }) => {
  const pageSize = Number(args.first ?? args.last ?? (Array.isArray(args.ids) ? args.ids.length : 1));
  return 1 + childComplexity * Math.max(1, pageSize);
};

export function depthLimitRule(maxDepth: number) {
  return depthLimit(maxDepth);
}

/** Refuses operations whose estimated cost exceeds the budget, before anything is resolved. */
export function costLimitPlugin(schema: GraphQLSchema, maxCost: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          const cost = getComplexity({
            schema,
            query: document,
            variables: request.variables ?? {},
            operationName: request.operationName ?? undefined,
            estimators: [pageSizeEstimator],
          });
          if (cost > maxCost) {
            throw new GraphQLError(`Query is too costly: ${cost} exceeds the limit of ${maxCost}`, {
              extensions: { code: 'QUERY_TOO_COSTLY', cost, maxCost, http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
