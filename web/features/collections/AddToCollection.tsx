import { Suspense, useId, useState } from 'react';
import { Button, ToggleButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import type { AddToCollectionAddMutation } from '../../__generated__/AddToCollectionAddMutation.graphql.ts';
import type { AddToCollectionCreateMutation } from '../../__generated__/AddToCollectionCreateMutation.graphql.ts';
import type { AddToCollectionQuery } from '../../__generated__/AddToCollectionQuery.graphql.ts';
import type { AddToCollectionRemoveMutation } from '../../__generated__/AddToCollectionRemoveMutation.graphql.ts';
import type { mutationError_error$key } from '../../__generated__/mutationError_error.graphql.ts';
import { COLLECTION_MAX_ITEMS, type CollectionItemKind } from '@domain/collections.ts';
import { Privacy, PRIVACY_CHOICES, privacyLevel } from '@domain/privacy.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { formatToken } from '../../i18n/tokens.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { Icon, PopupSheet, Spinner } from '../../ui/index.ts';
import { privacyMessages } from '../home/timeline-item.ts';
import { collectionMessages as m } from './messages.ts';
import '../posts/posts.css';
import './collections.css';

const sheetQuery = graphql`
  query AddToCollectionQuery($kind: CollectionItemKind!, $targetId: ID!) {
    collections(first: 100, editable: true) {
      edges {
        node {
          id
          title
          itemCount
          cover {
            thumb
          }
          entity {
            displayName
          }
          itemFor(kind: $kind, id: $targetId) {
            id
          }
        }
      }
    }
  }
`;

const addMutation = graphql`
  mutation AddToCollectionAddMutation($input: AddCollectionItemInput!, $kind: CollectionItemKind!, $targetId: ID!) {
    addCollectionItem(input: $input) {
      __typename
      ... on CollectionItemPayload {
        collection {
          id
          itemCount
          itemFor(kind: $kind, id: $targetId) {
            id
          }
        }
      }
      ...mutationError_error
    }
  }
`;

const removeMutation = graphql`
  mutation AddToCollectionRemoveMutation($id: ID!, $kind: CollectionItemKind!, $targetId: ID!) {
    removeCollectionItem(id: $id) {
      __typename
      ... on CollectionItemPayload {
        collection {
          id
          itemCount
          itemFor(kind: $kind, id: $targetId) {
            id
          }
        }
      }
      ...mutationError_error
    }
  }
`;

const createMutation = graphql`
  mutation AddToCollectionCreateMutation($input: CreateCollectionInput!) {
    createCollection(input: $input) {
      __typename
      ... on CollectionPayload {
        collection {
          id
          title
        }
      }
      ...mutationError_error
    }
  }
`;

/** The input field of each kind of thing. */
const TARGET_FIELD = { OBSERVATION: 'observationId', MEDIA: 'mediaId', SPECIES: 'speciesId', ARTICLE: 'articleId' } as const satisfies Record<CollectionItemKind, string>;

export interface AddToCollectionProps {
  kind: CollectionItemKind;
  /** the record's, medium's, species' or article's number (or global id) */
  targetId: number | string;
  /** the button's class, to look like its view's other buttons */
  className?: string;
}

/**
 * "Add to collection" of a record, photo, species or article (loaded lazily through
 * `CollectionLinks.tsx`, signed-in viewers only): a button opening a sheet of the collections the
 * viewer curates (`collections(editable: true)`: their own and their groups' and projects'), each
 * ticked when it holds the thing (`itemFor`); a tap adds or takes it out, and a new collection is
 * made with the thing in it. The server's refusals are told in the viewer's language.
 */
export default function AddToCollection(props: AddToCollectionProps) {
  return (
    <PartTexts part="publishing">
      <AddToCollectionButton {...props} />
    </PartTexts>
  );
}

function AddToCollectionButton({ kind, targetId, className }: AddToCollectionProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button className={className ?? 'collections-add-to'} onPress={() => setOpen(true)} data-testid="add-to-collection">
        <Icon name="plus" size={16} />
        {intl.formatMessage(m.addTo)}
      </Button>
      <PopupSheet isOpen={open} onClose={() => setOpen(false)} title={intl.formatMessage(m.addToTitle)}>
        <Suspense fallback={<Spinner />}>
          <CollectionChoices kind={kind} targetId={String(targetId)} />
        </Suspense>
      </PopupSheet>
    </>
  );
}

function CollectionChoices({ kind, targetId }: { kind: CollectionItemKind; targetId: string }) {
  const intl = useIntl();
  const base = useId();
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<AddToCollectionQuery>(sheetQuery, { kind, targetId }, { fetchPolicy: 'network-only', fetchKey });
  const [commitAdd, adding] = useMutation<AddToCollectionAddMutation>(addMutation);
  const [commitRemove, removing] = useMutation<AddToCollectionRemoveMutation>(removeMutation);
  const [commitCreate, creating] = useMutation<AddToCollectionCreateMutation>(createMutation);
  const [problem, setProblem] = useState<string | null>(null);
  // What the last tap did, said in words too (the tick shows it; a toast would cover the list).
  const [done, setDone] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [access, setAccess] = useState<number>(Privacy.ANYBODY);
  const busy = adding || removing || creating;
  const collections = data.collections?.edges.map(({ node }) => node) ?? [];

  /** The words of a refusal: the collections' own for their tokens, the shared ones for the rest. */
  const fail = (result: mutationError_error$key | null) => {
    const error = mutationError(result);
    const code = error?.code ?? 'OPERATION_NOT_SUCCEEDED';
    setProblem(
      code === 'COLLECTION_ITEM_EXISTS'
        ? intl.formatMessage(m.errorItemExists)
        : code === 'COLLECTION_FULL'
          ? intl.formatMessage(m.errorFull, { max: COLLECTION_MAX_ITEMS })
          : code === 'DATA_NOT_FOUND'
            ? intl.formatMessage(m.errorNotFound)
            : formatToken(intl, error?.fields[0]?.code ?? code),
    );
  };
  const onError = () => setProblem(formatToken(intl, 'OPERATION_NOT_SUCCEEDED'));

  const add = (collectionId: string, collectionTitle: string, after?: () => void) => {
    commitAdd({
      variables: { input: { collectionId, [TARGET_FIELD[kind]]: targetId }, kind, targetId },
      onCompleted: ({ addCollectionItem: result }) => {
        if (result.__typename !== 'CollectionItemPayload') return fail(result);
        setDone(intl.formatMessage(m.addedTo, { title: collectionTitle }));
        after?.();
      },
      onError,
    });
  };
  const remove = (itemId: string, collectionTitle: string) => {
    commitRemove({
      variables: { id: itemId, kind, targetId },
      onCompleted: ({ removeCollectionItem: result }) => {
        if (result.__typename !== 'CollectionItemPayload') return fail(result);
        setDone(intl.formatMessage(m.removedFrom, { title: collectionTitle }));
      },
      onError,
    });
  };
  const create = () => {
    setProblem(null);
    setDone(null);
    commitCreate({
      variables: { input: { title: title.trim(), access } },
      onCompleted: ({ createCollection: result }) => {
        if (result.__typename !== 'CollectionPayload' || !result.collection) return fail(result);
        const made = result.collection;
        add(made.id, made.title, () => {
          setTitle('');
          setFetchKey((key) => key + 1);
        });
      },
      onError,
    });
  };

  return (
    <div className="collections-add-sheet" data-testid="add-to-collection-sheet">
      {problem && (
        <p className="collections-add-sheet__problem" role="alert">
          {problem}
        </p>
      )}
      <p className="collections-add-sheet__done" role="status">
        {done}
      </p>
      {collections.length === 0 ? (
        <p className="collections-empty">{intl.formatMessage(m.noneToAddTo)}</p>
      ) : (
        <>
          <p className="collections-add-sheet__hint">{intl.formatMessage(m.addToHint)}</p>
          <ul className="collections-add-sheet__list">
            {collections.map((collection) => {
              const item = collection.itemFor;
              return (
                <li key={collection.id}>
                  <ToggleButton
                    className="collections-add-sheet__choice"
                    isSelected={item != null}
                    isDisabled={busy}
                    onChange={() => {
                      setProblem(null);
                      setDone(null);
                      if (item) remove(item.id, collection.title);
                      else add(collection.id, collection.title);
                    }}
                  >
                    {collection.cover?.thumb ? (
                      <img src={collection.cover.thumb} alt="" loading="lazy" />
                    ) : (
                      <span className="collections-card__blank" aria-hidden="true" />
                    )}
                    <span className="collections-card__text">
                      <strong>{collection.title}</strong>
                      <span>
                        {intl.formatMessage(m.itemCount, { count: collection.itemCount })}
                        {collection.entity && ` · ${intl.formatMessage(m.ofEntity, { name: collection.entity.displayName })}`}
                      </span>
                    </span>
                    <span className="collections-add-sheet__tick" aria-hidden="true">
                      {item && <Icon name="check" size={20} />}
                    </span>
                  </ToggleButton>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <form
        className="collections-add-sheet__new"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (title.trim() && !busy) create();
        }}
      >
        <h3>{intl.formatMessage(m.newCollection)}</h3>
        <div className="posts-field">
          <label htmlFor={`${base}-title`}>{intl.formatMessage(m.newTitle)}</label>
          <input id={`${base}-title`} value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} />
        </div>
        <div className="posts-field">
          <label htmlFor={`${base}-access`}>{intl.formatMessage(m.access)}</label>
          <select id={`${base}-access`} value={access} onChange={(event) => setAccess(Number(event.target.value))}>
            {PRIVACY_CHOICES.map((level) => (
              <option key={level} value={level}>
                {intl.formatMessage(privacyMessages[privacyLevel(level)])}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" className="posts-button posts-button--primary" isDisabled={busy || !title.trim()}>
          {intl.formatMessage(m.createAndAdd)}
        </Button>
      </form>
    </div>
  );
}
