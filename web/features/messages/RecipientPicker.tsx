import { useEffect, useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { RecipientPickerQuery, RecipientPickerQuery$data } from '../../__generated__/RecipientPickerQuery.graphql.ts';
import { EntityAvatar } from '../relations/EntityListItem.tsx';
import { messagesMessages as m } from './messages.ts';

const recipientsQuery = graphql`
  query RecipientPickerQuery($name: String) {
    viewer {
      writableEntities(name: $name, first: 20) {
        edges {
          node {
            id
            recId
            displayName
            profileImageUrl
          }
        }
      }
    }
  }
`;

type Recipient = NonNullable<RecipientPickerQuery$data['viewer']['writableEntities']>['edges'][number]['node'];

/** Typing waits this long before asking the server. */
const SEARCH_DELAY_MS = 250;

/** Whom to write to: friends, groups and projects, correspondents, narrowed by name as one types. */
export function RecipientPicker({ label, onPick }: { label: string; onPick: (recipient: Recipient) => void }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const inputId = useId();
  const hintId = useId();
  const [name, setName] = useState('');
  const [found, setFound] = useState<readonly Recipient[] | null>(null);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      void fetchQuery<RecipientPickerQuery>(environment, recipientsQuery, { name: name.trim() || null })
        .toPromise()
        .then((data) => current && setFound(data?.viewer.writableEntities?.edges.map((edge) => edge.node) ?? []))
        .catch(() => current && setFound([]));
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [environment, name]);

  return (
    <div className="messages-picker">
      <label className="messages-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className="messages-field__input"
        type="search"
        value={name}
        autoComplete="off"
        aria-describedby={hintId}
        onChange={(event) => setName(event.target.value)}
      />
      <p id={hintId} className="messages-picker__hint">
        {intl.formatMessage(m.recipientSearchHint)}
      </p>
      {found && found.length === 0 && <p className="messages-empty">{intl.formatMessage(m.noRecipients)}</p>}
      {found && found.length > 0 && (
        <ul className="messages-picker__list" aria-label={label}>
          {found.map((recipient) => (
            <li key={recipient.id}>
              <Button className="messages-picker__item" onPress={() => onPick(recipient)}>
                <EntityAvatar name={recipient.displayName} imageUrl={recipient.profileImageUrl} size={32} />
                <span>{recipient.displayName}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
