import type { IncomingMessage, Server } from 'node:http';
import { parse as parseCookies } from 'cookie';
import { type DocumentNode, getOperationAST, GraphQLError, OperationTypeNode, parse, specifiedRules, validate } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { resolveSession, SESSION_COOKIE } from '../auth/sessions.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { costError, operationShapeRule } from '../graphql/limits.ts';
import { schema } from '../graphql/schema.ts';
import type { Services } from '../services.ts';

/**
 * graphql-ws on the same path as HTTP GraphQL. The session cookie authenticates the socket;
 * a handshake from another site's page is refused (browsers always send Origin on WebSockets).
 * The socket serves subscriptions only, under the same depth and cost limits as HTTP.
 */
export function attachSubscriptions(services: Services, httpServer: Server) {
  const { maxDepth, maxCost } = services.config.graphql;
  const wsServer = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    verifyClient: ({ origin, req }: { origin: string | undefined; req: IncomingMessage }) => {
      if (!origin) return true;
      const allowed = [`http://${req.headers.host}`, `https://${req.headers.host}`];
      if (services.config.publicOrigin) allowed.push(new URL(services.config.publicOrigin).origin);
      return allowed.includes(origin);
    },
  });
  const cleanup = useServer<Record<string, unknown>, { request: IncomingMessage }>(
    {
      schema,
      validate: (target, document) => validate(target, document, [...specifiedRules, operationShapeRule({ maxDepth })]),
      onSubscribe: (_context, _id, payload) => {
        let document: DocumentNode;
        try {
          document = parse(payload.query);
        } catch (error) {
          return [error as GraphQLError];
        }
        const operationName = payload.operationName ?? undefined;
        if (getOperationAST(document, operationName)?.operation !== OperationTypeNode.SUBSCRIPTION) {
          return [new GraphQLError('Only subscriptions are served over the WebSocket; send queries and mutations over HTTP')];
        }
        const tooCostly = costError(schema, maxCost, { document, variables: payload.variables ?? undefined, operationName });
        if (tooCostly) return [tooCostly];
      },
      context: async ({ extra }): Promise<GraphQLContext> => {
        const token = parseCookies(extra.request.headers.cookie ?? '')[SESSION_COOKIE];
        return {
          services,
          prisma: services.prisma,
          // A subscription outlives its relations: its reads join them each time instead of keeping an audience.
          viewer: await resolveSession(services.prisma, token, { audience: false }),
          client: { ip: extra.request.socket.remoteAddress ?? 'unknown', userAgent: extra.request.headers['user-agent'] },
          cookies: undefined,
        };
      },
    },
    wsServer,
  );
  return {
    async close() {
      await cleanup.dispose();
      wsServer.close();
    },
  };
}
