import BibliographyPageQuery from '../../__generated__/BibliographyPageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import type BibliographyPage from './BibliographyPage.tsx';

export const BibliographyPageEntryPoint: RouteEntryPoint<typeof BibliographyPage> = {
  root: JSResource('BibliographyPage', () => import('./BibliographyPage.tsx')),
  getPreloadProps: ({ params, language }) => ({
    queries: {
      main: {
        parameters: BibliographyPageQuery,
        variables: { recId: /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : 0, language },
        options: { fetchPolicy: 'store-and-network' },
      },
    },
  }),
};
