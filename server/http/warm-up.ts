import type { ApolloServer } from '@apollo/server';
import { GUEST } from '../auth/viewer.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type { Services } from '../services.ts';

/** the guest's observation list, the page most visitors open first */
const PUBLIC_LIST = `{ observations(first: 20) { totalCount edges { node { id recId status speciesText dateFrom
  species { scientificName commonNames { language name } thumbnailUrl } place { generalised country region closestSettlement location eea10km }
  uploader { displayName } } } pageInfo { hasNextPage endCursor } } }`;

/**
 * Readies the server before it listens: a just started one under load answered its first
 * connections while opening database connections one by one (each a TCP and authentication round
 * trip on PostgreSQL's busy cores) and while V8 still interpreted the cold resolvers, so the
 * queue of waiting connections grew faster than it drained. Opens every pooled connection and runs
 * the public list a few times.
 */
export async function warmUp(services: Services, apollo: ApolloServer<GraphQLContext>, poolSize: number): Promise<void> {
  if (services.db.kind === 'postgres') await Promise.all(Array.from({ length: poolSize }, () => services.db.query('SELECT 1')));
  const contextValue: GraphQLContext = {
    services,
    prisma: services.prisma,
    viewer: GUEST,
    client: { ip: '127.0.0.1', userAgent: undefined, language: undefined },
    cookies: { set() {}, clear() {} },
  };
  for (let round = 0; round < 5; round++) {
    const response = await apollo.executeOperation({ query: PUBLIC_LIST }, { contextValue });
    if (response.body.kind === 'single' && response.body.singleResult.errors) {
      services.logger.warn(`Warm-up query failed: ${response.body.singleResult.errors[0]?.message}`);
      return;
    }
  }
}
