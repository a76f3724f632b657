import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { EntityAutocompleteQuery } from '../../__generated__/EntityAutocompleteQuery.graphql.ts';
import { Autocomplete, type AutocompleteItem } from '../../ui/index.ts';
import { entityMessages } from './messages.ts';
import { typeLabel } from './entity-types.ts';

/** Autocomplete limit of an ajax source (social-core §9). */
export const ENTITY_AUTOCOMPLETE_SIZE = 20;

export interface EntitySuggestion extends AutocompleteItem {
  recId: number;
  type: number;
}

const query = graphql`
  query EntityAutocompleteQuery($query: String!, $first: Int, $types: [Int!]) {
    autocompleteEntities(query: $query, first: $first, types: $types) {
      id
      recId
      type
      displayName
      profileImageUrl
      locationText
    }
  }
`;

export interface EntityAutocompleteProps {
  label: string;
  onSelect: (entity: EntitySuggestion) => void;
  /** narrow to these entity types (e.g. [0] for people) */
  types?: readonly number[];
  size?: number;
  placeholder?: string;
  /** the text the field starts with */
  defaultText?: string;
  /** every change of the typed text */
  onTextChange?: (text: string) => void;
}

/** Entities and people by name (accent-insensitive on the server); nothing is asked for empty text. */
export function EntityAutocomplete({ label, onSelect, types, size = ENTITY_AUTOCOMPLETE_SIZE, placeholder, defaultText, onTextChange }: EntityAutocompleteProps) {
  const environment = useRelayEnvironment();
  const intl = useIntl();
  const typesKey = types?.join(',') ?? '';
  const load = useCallback(
    async (text: string): Promise<EntitySuggestion[]> => {
      const data = await fetchQuery<EntityAutocompleteQuery>(
        environment,
        query,
        { query: text, first: size, types: typesKey ? typesKey.split(',').map(Number) : null },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      return (data?.autocompleteEntities ?? []).map((entity) => ({
        id: entity.id,
        recId: entity.recId,
        type: entity.type,
        label: entity.displayName,
        imageUrl: entity.profileImageUrl,
        description: [intl.formatMessage(typeLabel(entity.type)), entity.locationText].filter(Boolean).join(' · '),
      }));
    },
    [environment, intl, size, typesKey],
  );
  return (
    <Autocomplete<EntitySuggestion>
      label={label}
      load={load}
      onSelect={onSelect}
      placeholder={placeholder}
      defaultText={defaultText}
      onTextChange={onTextChange}
      emptyText={intl.formatMessage(entityMessages.autocompleteEmpty)}
    />
  );
}
