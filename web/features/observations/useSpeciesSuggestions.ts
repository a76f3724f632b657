import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { AUTOCOMPLETE_LIMITS } from '@domain/paging.ts';
import type { useSpeciesSuggestionsQuery } from '../../__generated__/useSpeciesSuggestionsQuery.graphql.ts';
import type { AutocompleteItem } from '../../ui/index.ts';
import type { SpeciesChoice } from './observation-form-values.ts';

const query = graphql`
  query useSpeciesSuggestionsQuery($query: String!, $limit: Int!, $language: String!) {
    speciesAutocomplete(query: $query, limit: $limit) {
      id
      recId
      scientificName
      commonName(language: $language)
      thumbnailUrl
    }
  }
`;

export interface SpeciesSuggestion extends AutocompleteItem {
  choice: SpeciesChoice;
}

/**
 * The catalogue's species for a typed scientific or common name (30 suggestions), each with its
 * common name in the UI language and its thumbnail: the record form's species and the lists' filter.
 */
export function useSpeciesSuggestions(): (text: string) => Promise<SpeciesSuggestion[]> {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  return useCallback(
    async (text: string) => {
      const data = await fetchQuery<useSpeciesSuggestionsQuery>(
        environment,
        query,
        { query: text, limit: AUTOCOMPLETE_LIMITS.form, language: intl.locale },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      return (data?.speciesAutocomplete ?? []).map((species) => ({
        id: species.id,
        label: species.scientificName,
        description: species.commonName,
        imageUrl: species.thumbnailUrl,
        choice: {
          kind: 'species' as const,
          id: species.id,
          recId: species.recId,
          scientificName: species.scientificName,
          commonName: species.commonName ?? null,
          thumbnailUrl: species.thumbnailUrl ?? null,
        },
      }));
    },
    [environment, intl.locale],
  );
}
