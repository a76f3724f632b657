import type { ApolloServer } from '@apollo/server';
import { LIST_PAGE_SIZE } from '@domain/paging.ts';
import { HOME_PAGE_VARIABLES } from '../../web/features/home/home-page-variables.ts';
import type { ObservationListPageQuery$variables } from '../../web/__generated__/ObservationListPageQuery.graphql.ts';
import { GUEST } from '../auth/viewer.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { webOperationText } from '../graphql/web-operations.ts';
import type { Services } from '../services.ts';

/** the records list (/observation/list/) unfiltered, the page most visitors open first (the load benchmark's too) */
export const PUBLIC_LIST_VARIABLES: ObservationListPageQuery$variables = {
  speciesKey: '0',
  withSpecies: false,
  uploaderId: 0,
  withUploader: false,
  entityKey: 0,
  withEntity: false,
  count: LIST_PAGE_SIZE,
};

/**
 * Readies a production server before it listens: a just started one under load answered its first
 * connections while opening database connections one by one (each a TCP and authentication round
 * trip on PostgreSQL's busy cores) and while V8 still interpreted the cold resolvers, so the
 * queue of waiting connections grew faster than it drained. Opens every pooled connection and runs
 * the web app's own home and records list queries a few times as a guest.
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
  const operations = [
    // the home page's timeline: a guest's runs the same resolvers as a signed-in viewer's
    { query: webOperationText('HomePageQuery'), variables: HOME_PAGE_VARIABLES },
    { query: webOperationText('ObservationListPageQuery'), variables: PUBLIC_LIST_VARIABLES },
  ];
  for (let round = 0; round < 5; round++) {
    for (const operation of operations) {
      const response = await apollo.executeOperation(operation, { contextValue });
      if (response.body.kind === 'single' && response.body.singleResult.errors) {
        services.logger.warn(`Warm-up query failed: ${response.body.singleResult.errors[0]?.message}`);
        return;
      }
    }
  }
}
