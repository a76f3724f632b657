import type { ApolloServerPlugin } from '@apollo/server';
import { type DocumentNode, GraphQLError, type GraphQLSchema, getNamedType } from 'graphql';
import depthLimit from 'graphql-depth-limit';
import { type ComplexityEstimator, getComplexity } from 'graphql-query-complexity';

/** What a connection returns when the query names no page size (social-core §9). */
const DEFAULT_CONNECTION_PAGE = 100;

/**
 * A list field costs its page size times its children; any other field costs 1 plus its children.
 * A connection asked without `first`/`last` costs its default page, not one item. The connection's
 * pageInfo and totalCount are counted once per item too: a deliberate over-estimate that keeps the
 * estimator a single pass.
 */
const pageSizeEstimator: ComplexityEstimator = ({ args, field, childComplexity }) => {
  const isConnection = getNamedType(field.type).name.endsWith('Connection');
  const declaredDefault = field.args.find((arg) => arg.name === 'first')?.defaultValue;
  const fallback = isConnection ? Number(declaredDefault ?? DEFAULT_CONNECTION_PAGE) : 1;
  const pageSize = Number(args.first ?? args.last ?? (Array.isArray(args.ids) ? args.ids.length : fallback));
  return 1 + childComplexity * Math.max(1, pageSize);
};

export function depthLimitRule(maxDepth: number) {
  return depthLimit(maxDepth);
}

interface Operation {
  document: DocumentNode;
  variables: Record<string, unknown> | undefined;
  operationName: string | undefined;
}

/** The error refusing an operation whose estimated cost exceeds the budget, or null when it fits. */
export function costError(schema: GraphQLSchema, maxCost: number, { document, variables, operationName }: Operation): GraphQLError | null {
  const cost = getComplexity({ schema, query: document, variables: variables ?? {}, operationName, estimators: [pageSizeEstimator] });
  if (cost <= maxCost) return null;
  return new GraphQLError(`Query is too costly: ${cost} exceeds the limit of ${maxCost}`, {
    extensions: { code: 'QUERY_TOO_COSTLY', cost, maxCost, http: { status: 400 } },
  });
}

/** Refuses over-costly operations on HTTP before anything is resolved. */
export function costLimitPlugin(schema: GraphQLSchema, maxCost: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          const error = costError(schema, maxCost, {
            document,
            variables: request.variables,
            operationName: request.operationName ?? undefined,
          });
          if (error) throw error;
        },
      };
    },
  };
}
