import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useTagSuggestionsQuery } from '../../__generated__/useTagSuggestionsQuery.graphql.ts';
import { TAG_SUGGESTION_LIMIT } from '@domain/tags.ts';
import { loadFailureStatus } from '../../relay/useLoadMore.ts';
import { useAlert } from '../../ui/index.ts';
import { tagMessages } from './messages.ts';

const tagsQuery = graphql`
  query useTagSuggestionsQuery($prefix: String!, $first: Int!) {
    tags(prefix: $prefix, first: $first) {
      name
      count
    }
  }
`;

export interface TagSuggestion {
  name: string;
  count: number;
}

const DEBOUNCE_MS = 200;

/**
 * The most used tags starting with `prefix` (null: none asked), once typing pauses. A failed load
 * alerts 'Error (tag): {message}' (social-core §8) and offers nothing.
 */
export function useTagSuggestions(prefix: string | null): readonly TagSuggestion[] {
  const environment = useRelayEnvironment();
  const alert = useAlert();
  const intl = useIntl();
  const [found, setFound] = useState<{ prefix: string; tags: readonly TagSuggestion[] } | null>(null);

  useEffect(() => {
    if (!prefix) return undefined;
    let live = true;
    const timer = setTimeout(() => {
      fetchQuery<useTagSuggestionsQuery>(environment, tagsQuery, { prefix, first: TAG_SUGGESTION_LIMIT }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then((data) => {
          if (live) setFound({ prefix, tags: data?.tags ?? [] });
        })
        .catch((error: unknown) => {
          if (!live) return;
          setFound({ prefix, tags: [] });
          const message = error instanceof Error ? loadFailureStatus(error) : String(error);
          void alert({ message: intl.formatMessage(tagMessages.loadFailed, { message }) });
        });
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [prefix, environment, alert, intl]);

  return prefix && found?.prefix === prefix ? found.tags : [];
}
