import { ApolloServer, type ApolloServerPlugin, type GraphQLRequestContextWillSendResponse } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { unwrapResolverError } from '@apollo/server/errors';
import { type FormattedExecutionResult, GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Server } from 'node:http';
import { clientError } from '../client-errors.ts';
import { BadRequestError, RateLimitError, ValidationError } from '../errors.ts';
import type { Services } from '../services.ts';
import type { GraphQLContext } from './context.ts';
import { costLimitPlugin, OperationLimitError, operationShapeRule } from './limits.ts';
import { schema } from './schema.ts';

/** Typed errors map to `extensions.code` with the spec token; anything unexpected is logged and masked. */
function formatError(services: Services) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    if (error instanceof GraphQLError && error.originalError instanceof OperationLimitError) {
      const { token, limit, max } = error.originalError;
      return { ...formatted, extensions: { ...formatted.extensions, code: token, limit, max } };
    }
    const thrown = unwrapResolverError(error);
    const original = clientError(thrown);
    if (original) {
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
    services.logger.error('GraphQL resolver failed', thrown);
    return { message: 'Server side error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

/** A plugin that only adjusts each response before it is sent; Apollo's hooks answer promises, this one's work is synchronous. */
function beforeSending(adjust: (request: GraphQLRequestContextWillSendResponse<GraphQLContext>) => void): ApolloServerPlugin<GraphQLContext> {
  return {
    requestDidStart: () =>
      Promise.resolve({
        willSendResponse: (request) => {
          adjust(request);
          return Promise.resolve();
        },
      }),
  };
}

/**
 * A rate-limited operation answers HTTP 429 with Retry-After, so clients and proxies can back off;
 * one that could not run at all because of malformed input (a bad id, a value out of range) 400.
 */
const clientErrorStatusPlugin = beforeSending(({ errors, response }) => {
  const known = errors?.map((error) => clientError(unwrapResolverError(error)));
  const limited = known?.find((error) => error instanceof RateLimitError);
  if (limited instanceof RateLimitError) {
    response.http.status = 429;
    response.http.headers.set('retry-after', String(limited.retryAfterSeconds));
    return;
  }
  const nothingRan = response.body.kind === 'single' && response.body.singleResult.data == null;
  const malformed = known?.find((error) => error instanceof BadRequestError);
  if (nothingRan && malformed) response.http.status = malformed.status;
});

/** graphql-js's "Did you mean …?" hints, which spell out the schema field by field. */
const SUGGESTION = /\s*Did you mean .*$/s;

/** In production a guest's errors give no field suggestions: the schema is not guessed name by name. */
const guestSuggestionsPlugin = beforeSending(({ contextValue, response }) => {
  if (contextValue.viewer.user || response.body.kind !== 'single') return;
  const result = response.body.singleResult;
  if (result.errors) result.errors = result.errors.map((error) => ({ ...error, message: error.message.replace(SUGGESTION, '') }));
});

/**
 * An answer over the size cap is replaced by RESPONSE_TOO_LARGE. The data is serialised once: the
 * text measured here is the text sent.
 */
function responseSizeLimit(maxBytes: number) {
  const serialised = new WeakMap<object, string>();
  const plugin = beforeSending(({ response }) => {
    if (response.body.kind !== 'single' || !response.body.singleResult.data) return;
    const { data } = response.body.singleResult;
    const text = JSON.stringify(data);
    if (Buffer.byteLength(text) <= maxBytes) {
      serialised.set(data, text);
      return;
    }
    response.http.status = 400;
    response.body.singleResult = {
      errors: [{ message: `The answer is larger than ${maxBytes} bytes; ask for fewer items`, extensions: { code: 'RESPONSE_TOO_LARGE', maxBytes } }],
    };
  });
  // Apollo pretty-prints by default; compact JSON is a third of the bytes and of the time.
  const stringifyResult = ({ errors, data, extensions }: FormattedExecutionResult) => {
    const parts: string[] = [];
    if (errors) parts.push(`"errors":${JSON.stringify(errors)}`);
    if (data !== undefined) parts.push(`"data":${(data && serialised.get(data)) ?? JSON.stringify(data)}`);
    if (extensions) parts.push(`"extensions":${JSON.stringify(extensions)}`);
    return `{${parts.join(',')}}`;
  };
  return { plugin, stringifyResult };
}

export function createApollo(services: Services, httpServer: Server, extraPlugins: ApolloServerPlugin<GraphQLContext>[]) {
  const { maxDepth, maxCost, maxResponseBytes } = services.config.graphql;
  const sizeLimit = responseSizeLimit(maxResponseBytes);
  return new ApolloServer<GraphQLContext>({
    schema,
    csrfPrevention: true,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    stringifyResult: sizeLimit.stringifyResult,
    validationRules: [operationShapeRule({ maxDepth })],
    formatError: formatError(services),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // Apollo's landing page loads from a CDN; our own GraphiQL bundle is at /graphiql.
      ApolloServerPluginLandingPageDisabled(),
      // Responses are personal (cookie sessions): no cache hints to compute on every field.
      ApolloServerPluginCacheControlDisabled(),
      costLimitPlugin(schema, maxCost),
      clientErrorStatusPlugin,
      sizeLimit.plugin,
      ...(services.config.env === 'production' ? [guestSuggestionsPlugin] : []),
      ...extraPlugins,
    ],
  });
}
