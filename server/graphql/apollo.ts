import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import type { Server } from 'node:http';
import { AppError, RateLimitError, ValidationError } from '../errors.ts';
import type { Services } from '../services.ts';
import type { GraphQLContext } from './context.ts';
import { costLimitPlugin, depthLimitRule } from './limits.ts';
import { schema } from './schema.ts';

/** Typed errors map to `extensions.code` with the spec token; anything unexpected is logged and masked. */
function formatError(services: Services) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof AppError) {
      return {
        ...formatted,
        message: original.message,
        extensions: {
          code: original.code,
          ...(original instanceof ValidationError ? { fields: original.fields } : {}),
          ...(original instanceof RateLimitError ? { retryAfterSeconds: original.retryAfterSeconds } : {}),
        },
      };
    }
    if (formatted.extensions?.code && formatted.extensions.code !== 'INTERNAL_SERVER_ERROR') return formatted;
    services.logger.error('GraphQL resolver failed', original);
    return { message: 'Server side error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

/** A rate-limited operation answers HTTP 429 with Retry-After, so clients and proxies can back off. */
const rateLimitStatusPlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ errors, response }) {
        const limited = errors?.map((error) => unwrapResolverError(error)).find((error) => error instanceof RateLimitError);
        if (limited instanceof RateLimitError) {
          response.http.status = 429;
          response.http.headers.set('retry-after', String(limited.retryAfterSeconds));
        }
      },
    };
  },
};

export function createApollo(services: Services, httpServer: Server, extraPlugins: ApolloServerPlugin<GraphQLContext>[]) {
  const { maxDepth, maxCost } = services.config.graphql;
  return new ApolloServer<GraphQLContext>({
    schema,
    csrfPrevention: true,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    // Apollo pretty-prints by default; compact JSON is a third of the bytes and of the time.
    stringifyResult: (result) => JSON.stringify(result),
    validationRules: [depthLimitRule(maxDepth)],
    formatError: formatError(services),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // Apollo's landing page loads from a CDN; our own GraphiQL bundle is at /graphiql.
      ApolloServerPluginLandingPageDisabled(),
      // Responses are personal (cookie sessions): no cache hints to compute on every field.
      ApolloServerPluginCacheControlDisabled(),
      costLimitPlugin(schema, maxCost),
      rateLimitStatusPlugin,
      ...extraPlugins,
    ],
  });
}
