import { useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import { Link, useNavigate, useParams } from 'react-router';
import type { CollectionEditPage_collection$data, CollectionEditPage_collection$key } from '../../__generated__/CollectionEditPage_collection.graphql.ts';
import type { CollectionEditPageAddMutation } from '../../__generated__/CollectionEditPageAddMutation.graphql.ts';
import type { CollectionEditPageCreateMutation } from '../../__generated__/CollectionEditPageCreateMutation.graphql.ts';
import type { CollectionEditPageDeleteMutation } from '../../__generated__/CollectionEditPageDeleteMutation.graphql.ts';
import type { CollectionEditPageMoveMutation } from '../../__generated__/CollectionEditPageMoveMutation.graphql.ts';
import type { CollectionEditPageOwnQuery } from '../../__generated__/CollectionEditPageOwnQuery.graphql.ts';
import type { CollectionEditPageQuery } from '../../__generated__/CollectionEditPageQuery.graphql.ts';
import type { CollectionEditPageRemoveMutation } from '../../__generated__/CollectionEditPageRemoveMutation.graphql.ts';
import type { CollectionEditPageUpdateMutation } from '../../__generated__/CollectionEditPageUpdateMutation.graphql.ts';
import type { mutationError_error$key } from '../../__generated__/mutationError_error.graphql.ts';
import { COLLECTION_LICENCES, collectionEditPath } from '@domain/collections.ts';
import { LICENCE_NAMES } from '@domain/licences.ts';
import { PRIVACY_CHOICES, privacyLevel } from '@domain/privacy.ts';
import { formatToken, tokenMessages } from '../../i18n/tokens.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { mutationError } from '../../relay/mutation-error.ts';
import { Autocomplete, useAlert, useConfirm, useToast } from '../../ui/index.ts';
import { privacyMessages } from '../home/timeline-item.ts';
import { attachmentBrowserHref, useAttachmentSelection } from '../media/attachment-selection.ts';
import { type SpeciesSuggestion, useSpeciesSuggestions } from '../observations/useSpeciesSuggestions.ts';
import { RichTextField } from '../rich-text/RichTextField.tsx';
import { richTextMessages } from '../rich-text/messages.ts';
import { useAppNavigate } from '../shell/navigation.ts';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { CollectionItemCard } from './CollectionItemCard.tsx';
import { collectionGlobalId } from './ids.ts';
import { collectionMessages as m } from './messages.ts';
import '../posts/posts.css';
import './collections.css';

const editQuery = graphql`
  query CollectionEditPageQuery($id: ID!, $existing: Boolean!) {
    viewer {
      entityId
    }
    node(id: $id) @include(if: $existing) {
      ... on Collection {
        id
        viewerCanEdit
        ...CollectionEditPage_collection
      }
    }
  }
`;

const collectionFragment = graphql`
  fragment CollectionEditPage_collection on Collection {
    id
    recId
    title
    description
    access
    license
    licenseText
    path
    viewerCanDelete
    cover {
      recId
    }
    items(first: 200) {
      edges {
        node {
          id
          recId
          kind
          media {
            recId
          }
          ...CollectionItemCard_item
        }
      }
    }
  }
`;

const createMutation = graphql`
  mutation CollectionEditPageCreateMutation($input: CreateCollectionInput!) {
    createCollection(input: $input) {
      __typename
      ... on CollectionPayload {
        richTextCleaned
        collection {
          recId
        }
      }
      ...mutationError_error
    }
  }
`;
const updateMutation = graphql`
  mutation CollectionEditPageUpdateMutation($input: UpdateCollectionInput!) {
    updateCollection(input: $input) {
      __typename
      ... on CollectionPayload {
        richTextCleaned
        collection {
          ...CollectionEditPage_collection
        }
      }
      ...mutationError_error
    }
  }
`;
const deleteMutation = graphql`
  mutation CollectionEditPageDeleteMutation($id: ID!) {
    deleteCollection(id: $id) {
      __typename
      ... on DeleteCollectionPayload {
        deletedId @deleteRecord
      }
      ...mutationError_error
    }
  }
`;
const addMutation = graphql`
  mutation CollectionEditPageAddMutation($input: AddCollectionItemInput!) {
    addCollectionItem(input: $input) {
      __typename
      ... on CollectionItemPayload {
        collection {
          ...CollectionEditPage_collection
        }
      }
      ...mutationError_error
    }
  }
`;
const removeMutation = graphql`
  mutation CollectionEditPageRemoveMutation($id: ID!) {
    removeCollectionItem(id: $id) {
      __typename
      ... on CollectionItemPayload {
        collection {
          ...CollectionEditPage_collection
        }
      }
      ...mutationError_error
    }
  }
`;
const moveMutation = graphql`
  mutation CollectionEditPageMoveMutation($id: ID!, $afterId: ID) {
    moveCollectionItem(id: $id, afterId: $afterId) {
      __typename
      ... on CollectionItemPayload {
        collection {
          ...CollectionEditPage_collection
        }
      }
      ...mutationError_error
    }
  }
`;

type Collection = CollectionEditPage_collection$data;

/**
 * The route component of `/collection/{id}/item/edit/` (`0`: a new one): the curator's title,
 * description, privacy and licence, and once saved its items — added from the species catalogue,
 * their own photos (the attachment browser), records and stories — moved up and down, removed,
 * a photo made the cover.
 */
export default function CollectionEditPage() {
  return (
    <PartTexts part="publishing">
      <CollectionEditScreen />
    </PartTexts>
  );
}

function CollectionEditScreen() {
  const intl = useIntl();
  const { id = '0' } = useParams();
  const existing = id !== '0';
  const data = useLazyLoadQuery<CollectionEditPageQuery>(editQuery, { id: collectionGlobalId(id), existing }, { fetchPolicy: 'network-only' });
  if (existing && (!data.node?.id || !data.node.viewerCanEdit)) {
    return (
      <RouteScreen className="collections-page">
        <p className="collections-empty">{formatToken(intl, 'DATA_NOT_FOUND')}</p>
      </RouteScreen>
    );
  }
  return (
    <RouteScreen className="collections-page">
      {existing && data.node ? <Editor collection={data.node} me={data.viewer?.entityId ?? null} /> : <CollectionForm collection={null} />}
    </RouteScreen>
  );
}

function Editor({ collection: key, me }: { collection: CollectionEditPage_collection$key; me: number | null }) {
  const collection = useFragment(collectionFragment, key);
  return (
    <>
      <CollectionForm key={collection.id} collection={collection} />
      <Items collection={collection} />
      {me !== null && <AddItems collection={collection} me={me} />}
    </>
  );
}

/** Shows a refused mutation's problem: the fields' under them, anything else in an alert. */
function useFail() {
  const intl = useIntl();
  const alert = useAlert();
  return (result: mutationError_error$key, onFields?: (fields: readonly { field: string; code: string }[]) => void) => {
    const error = mutationError(result);
    if (error?.fields.length && onFields) return onFields(error.fields);
    void alert({ title: intl.formatMessage(tokenMessages.OPERATION_FAILED), message: formatToken(intl, error?.code ?? 'OPERATION_NOT_SUCCEEDED') });
  };
}

function CollectionForm({ collection }: { collection: Collection | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirm();
  const fail = useFail();
  const base = useId();
  const [values, setValues] = useState({
    title: collection?.title ?? '',
    description: collection?.description ?? '',
    access: collection?.access ?? 9,
    license: collection?.license ?? 'CC_BY_4_0',
    licenseText: collection?.licenseText ?? '',
  });
  const [problems, setProblems] = useState<readonly { field: string; code: string }[]>([]);
  const [commitCreate, creating] = useMutation<CollectionEditPageCreateMutation>(createMutation);
  const [commitUpdate, updating] = useMutation<CollectionEditPageUpdateMutation>(updateMutation);
  const [commitDelete, deleting] = useMutation<CollectionEditPageDeleteMutation>(deleteMutation);
  const set = (name: keyof typeof values) => (value: string | number) => setValues((current) => ({ ...current, [name]: value }));
  const problemFor = (field: string) => {
    const problem = problems.find((each) => each.field === field);
    return problem ? formatToken(intl, problem.code) : undefined;
  };
  const onError = () => toast(formatToken(intl, 'OPERATION_NOT_SUCCEEDED'), { kind: 'error' });

  const save = () => {
    setProblems([]);
    const fields = { ...values, licenseText: values.license === 'CUSTOM' ? values.licenseText : '' };
    const saved = (cleaned: boolean) => {
      toast(intl.formatMessage(m.saved), { kind: 'success' });
      if (cleaned) toast(intl.formatMessage(richTextMessages.cleaned));
    };
    if (collection) {
      commitUpdate({
        variables: { input: { id: collection.id, ...fields } },
        onCompleted: ({ updateCollection: result }) => (result.__typename === 'CollectionPayload' ? saved(result.richTextCleaned ?? false) : fail(result, setProblems)),
        onError,
      });
    } else {
      commitCreate({
        variables: { input: fields },
        onCompleted: ({ createCollection: result }) => {
          if (result.__typename !== 'CollectionPayload') return fail(result, setProblems);
          saved(result.richTextCleaned ?? false);
          if (result.collection) void navigate(collectionEditPath(result.collection.recId), { replace: true });
        },
        onError,
      });
    }
  };

  const remove = async () => {
    if (!collection) return;
    const confirmed = await confirm({ message: formatToken(intl, 'CONFIRM_DELETE_ITEM'), confirmLabel: intl.formatMessage(m.delete), destructive: true });
    if (!confirmed) return;
    commitDelete({
      variables: { id: collection.id },
      onCompleted: ({ deleteCollection: result }) => {
        if (result.__typename !== 'DeleteCollectionPayload') return fail(result);
        toast(intl.formatMessage(m.deleted), { kind: 'success' });
        void navigate('/collection/?mine=1', { replace: true });
      },
      onError,
    });
  };

  const input = (name: 'title' | 'licenseText', label: string) => (
    <div className="posts-field">
      <label htmlFor={`${base}-${name}`}>{label}</label>
      <input
        id={`${base}-${name}`}
        name={name}
        value={values[name]}
        aria-invalid={problemFor(name) ? true : undefined}
        onChange={(event) => set(name)(event.target.value)}
      />
      {problemFor(name) && <span className="posts-field__error">{problemFor(name)}</span>}
    </div>
  );

  return (
    <form
      className="posts-form collections-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <h1 className="posts-form__title">{collection ? collection.title : intl.formatMessage(m.newCollection)}</h1>
      {collection && (
        <Link className="posts-form__hint" to={collection.path}>
          {intl.formatMessage(m.open)}
        </Link>
      )}
      {input('title', intl.formatMessage(m.title))}
      <RichTextField name="collection-description" label={intl.formatMessage(m.description)} value={values.description} onChange={set('description')} rows={6} />
      <div className="posts-field">
        <label htmlFor={`${base}-access`}>{intl.formatMessage(m.access)}</label>
        <select id={`${base}-access`} value={values.access} onChange={(event) => set('access')(Number(event.target.value))}>
          {PRIVACY_CHOICES.map((level) => (
            <option key={level} value={level}>
              {intl.formatMessage(privacyMessages[privacyLevel(level)])}
            </option>
          ))}
        </select>
      </div>
      <div className="posts-field">
        <label htmlFor={`${base}-license`}>{intl.formatMessage(m.licence)}</label>
        <select id={`${base}-license`} value={values.license} onChange={(event) => set('license')(event.target.value)}>
          {COLLECTION_LICENCES.map((each) => (
            <option key={each} value={each}>
              {each === 'CUSTOM' ? intl.formatMessage(m.customLicence) : LICENCE_NAMES[each]}
            </option>
          ))}
        </select>
      </div>
      {values.license === 'CUSTOM' && input('licenseText', intl.formatMessage(m.licenceText))}
      <div className="posts-form__actions">
        {collection?.viewerCanDelete && (
          <button type="button" className="posts-button posts-button--danger" disabled={deleting} onClick={() => void remove()}>
            {intl.formatMessage(m.delete)}
          </button>
        )}
        <button type="submit" className="posts-button posts-button--primary" disabled={creating || updating}>
          {intl.formatMessage(m.save)}
        </button>
      </div>
      {!collection && <p className="posts-form__hint">{intl.formatMessage(m.saveFirst)}</p>}
    </form>
  );
}

function Items({ collection }: { collection: Collection }) {
  const intl = useIntl();
  const toast = useToast();
  const fail = useFail();
  const [commitRemove, removing] = useMutation<CollectionEditPageRemoveMutation>(removeMutation);
  const [commitMove, moving] = useMutation<CollectionEditPageMoveMutation>(moveMutation);
  const [commitCover, covering] = useMutation<CollectionEditPageUpdateMutation>(updateMutation);
  const busy = removing || moving || covering;
  const edges = collection.items?.edges ?? [];
  const onError = () => toast(formatToken(intl, 'OPERATION_NOT_SUCCEEDED'), { kind: 'error' });
  // Up: after the item two above (or to the top); down: after the next one.
  const move = (index: number, by: -1 | 1) => {
    const afterId = by === -1 ? (index >= 2 ? edges[index - 2]!.node.id : null) : edges[index + 1]!.node.id;
    commitMove({
      variables: { id: edges[index]!.node.id, afterId },
      onCompleted: ({ moveCollectionItem: result }) => (result.__typename === 'CollectionItemPayload' ? undefined : fail(result)),
      onError,
    });
  };
  return (
    <section className="collections-edit-items" aria-label={intl.formatMessage(m.items)}>
      <h2>{intl.formatMessage(m.items)}</h2>
      {edges.length === 0 && <p className="collections-empty">{intl.formatMessage(m.emptyItems)}</p>}
      <ol className="collections-items">
        {edges.map(({ node }, index) => (
          <CollectionItemCard key={node.id} item={node}>
            <div className="collections-item__actions">
              <Button className="posts-button posts-button--quiet" isDisabled={busy || index === 0} onPress={() => move(index, -1)}>
                {intl.formatMessage(m.moveUp)}
              </Button>
              <Button className="posts-button posts-button--quiet" isDisabled={busy || index === edges.length - 1} onPress={() => move(index, 1)}>
                {intl.formatMessage(m.moveDown)}
              </Button>
              {node.media &&
                (collection.cover?.recId === node.media.recId ? (
                  <span className="collections-badge">{intl.formatMessage(m.cover)}</span>
                ) : (
                  <Button
                    className="posts-button posts-button--quiet"
                    isDisabled={busy}
                    onPress={() =>
                      commitCover({
                        variables: { input: { id: collection.id, coverMediaId: String(node.media!.recId) } },
                        onCompleted: ({ updateCollection: result }) => (result.__typename === 'CollectionPayload' ? undefined : fail(result)),
                        onError,
                      })
                    }
                  >
                    {intl.formatMessage(m.setCover)}
                  </Button>
                ))}
              <Button
                className="posts-button posts-button--quiet posts-button--danger"
                isDisabled={busy}
                onPress={() =>
                  commitRemove({
                    variables: { id: node.id },
                    onCompleted: ({ removeCollectionItem: result }) => (result.__typename === 'CollectionItemPayload' ? undefined : fail(result)),
                    onError,
                  })
                }
              >
                {intl.formatMessage(m.remove)}
              </Button>
            </div>
          </CollectionItemCard>
        ))}
      </ol>
    </section>
  );
}

const ownQuery = graphql`
  query CollectionEditPageOwnQuery($me: Int!, $author: ID!) {
    observations(first: 50, uploaderId: $me) {
      edges {
        node {
          id
          dateFrom
          speciesText
          species {
            displayName
          }
        }
      }
    }
    articles(kind: STORY, authorId: $author, status: PUBLISHED, first: 50) {
      edges {
        node {
          id
          title
        }
      }
    }
  }
`;

function AddItems({ collection, me }: { collection: Collection; me: number }) {
  const intl = useIntl();
  const toast = useToast();
  const fail = useFail();
  const base = useId();
  const appNavigate = useAppNavigate();
  const suggestions = useSpeciesSuggestions();
  const own = useLazyLoadQuery<CollectionEditPageOwnQuery>(ownQuery, { me, author: String(me) }, { fetchPolicy: 'store-and-network' });
  const [record, setRecord] = useState('');
  const [story, setStory] = useState('');
  const [commitAdd, adding] = useMutation<CollectionEditPageAddMutation>(addMutation);
  const target = `collection-${collection.recId}`;

  const add = (item: { observationId?: string; mediaId?: string; speciesId?: string; articleId?: string }, quiet = false) =>
    commitAdd({
      variables: { input: { collectionId: collection.id, ...item } },
      onCompleted: ({ addCollectionItem: result }) => {
        if (result.__typename !== 'CollectionItemPayload') return fail(result);
        if (!quiet) toast(intl.formatMessage(m.added), { kind: 'success' });
      },
      onError: () => toast(formatToken(intl, 'OPERATION_NOT_SUCCEEDED'), { kind: 'error' }),
    });
  useAttachmentSelection(target, (mediaIds) => mediaIds.forEach((mediaId, index) => add({ mediaId: String(mediaId) }, index < mediaIds.length - 1)));

  const records = own.observations?.edges ?? [];
  const stories = own.articles?.edges ?? [];
  return (
    <section className="collections-add" aria-label={intl.formatMessage(m.addItems)}>
      <h2>{intl.formatMessage(m.addItems)}</h2>
      <Autocomplete<SpeciesSuggestion>
        label={intl.formatMessage(m.addSpecies)}
        load={suggestions}
        onSelect={(item) => item.choice.kind === 'species' && add({ speciesId: item.choice.id })}
      />
      <Button className="posts-button" isDisabled={adding} onPress={() => appNavigate(attachmentBrowserHref({ target, type: 'i' }))}>
        {intl.formatMessage(m.addPhotos)}
      </Button>
      {records.length > 0 && (
        <div className="posts-field collections-add__row">
          <label htmlFor={`${base}-record`}>{intl.formatMessage(m.addRecord)}</label>
          <select id={`${base}-record`} value={record} onChange={(event) => setRecord(event.target.value)}>
            <option value="">{intl.formatMessage(m.choose)}</option>
            {records.map(({ node }) => (
              <option key={node.id} value={node.id}>
                {node.species?.displayName ?? node.speciesText} · {node.dateFrom}
              </option>
            ))}
          </select>
          <Button className="posts-button" isDisabled={adding || !record} onPress={() => add({ observationId: record })}>
            {intl.formatMessage(m.add)}
          </Button>
        </div>
      )}
      {stories.length > 0 && (
        <div className="posts-field collections-add__row">
          <label htmlFor={`${base}-story`}>{intl.formatMessage(m.addArticle)}</label>
          <select id={`${base}-story`} value={story} onChange={(event) => setStory(event.target.value)}>
            <option value="">{intl.formatMessage(m.choose)}</option>
            {stories.map(({ node }) => (
              <option key={node.id} value={node.id}>
                {node.title}
              </option>
            ))}
          </select>
          <Button className="posts-button" isDisabled={adding || !story} onPress={() => add({ articleId: story })}>
            {intl.formatMessage(m.add)}
          </Button>
        </div>
      )}
    </section>
  );
}
