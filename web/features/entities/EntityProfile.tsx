import { type MessageDescriptor, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link, useNavigate } from 'react-router';
import type { EntityProfile_entity$key } from '../../__generated__/EntityProfile_entity.graphql.ts';
import type { EntityProfileDeleteMutation } from '../../__generated__/EntityProfileDeleteMutation.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { Icon, useConfirm, useToast } from '../../ui/index.ts';
import { OwnerCollectionsSection } from '../collections/CollectionLinks.tsx';
import { FeaturedMedia } from '../media/FeaturedMedia.tsx';
import { EntityBoard, EntityPostFab } from '../posts/EntityBoard.tsx';
import { NewPostBar } from '../posts/NewPostBar.tsx';
import { imageMessages } from '../images/messages.ts';
import { EntityAvatar } from '../relations/EntityListItem.tsx';
import { RelationActions } from '../relations/RelationActions.tsx';
import { EntityMembersPreview } from './EntityMembers.tsx';
import { useViewer } from '../session/ViewerProvider.tsx';
import { PersonTimeline } from './PersonTimeline.tsx';
import { PERSON_ENTITY } from '@domain/entities.ts';
import { entityChartHref } from '../charts/chart-search.ts';
import { chartMessages } from '../charts/messages.ts';
import { typeLabel } from './entity-types.ts';
import { entityMessages } from './messages.ts';
import { profileEditMessages } from '../profile-edit/messages.ts';
import { useCountryName } from './useCountryName.ts';
import { useEntityMutation } from './useEntityMutation.ts';
import './entities.css';
import '../rich-text/rich-text-view.css';

/**
 * An entity's (or a person's) page: header with image, name, type, place and description, its
 * counters, the relation button, the admin controls its letters allow (edit for A; settings and
 * delete owner-only, marked), the members and the board with its post button; a person's page
 * lists their own timeline items instead.
 */
export function EntityProfile({ entity }: { entity: EntityProfile_entity$key }) {
  const data = useFragment(
    graphql`
      fragment EntityProfile_entity on Entity {
        id
        recId
        type
        displayName
        profileImageUrl
        locationText
        country
        description
        archivedAt
        viewerAdminCodes
        viewerPublishableTypes
        viewerRights {
          edit
          delete
          settings
          manageMembers
        }
        stat {
          observationCount
          speciesCount
          mediaCount
          postCount
          memberCount
        }
        ...RelationActions_entity
        ...EntityMembersPreview_entity
        ...EntityBoard_entity
        ...PersonTimeline_entity
        ...FeaturedMedia_entity
      }
    `,
    entity,
  );
  const intl = useIntl();
  const viewer = useViewer();
  const countryName = useCountryName();
  const person = data.type === PERSON_ENTITY;
  const own = person && data.recId === viewer.entityId;
  const rights = data.viewerRights;
  const country = data.country ? countryName(data.country) : null;
  const place = [data.locationText, country !== data.locationText ? country : null].filter(Boolean).join(' · ');
  // The board types the server's publish rule (pub_* letters) lets the viewer post here.
  const boardTypes = person ? [] : data.viewerPublishableTypes;
  const stats: { key: string; label: MessageDescriptor; value: number; href?: string }[] = [
    { key: 'observations', label: entityMessages.statObservations, value: data.stat.observationCount, href: `/observation/list/?entity=${data.recId}` },
    { key: 'species', label: entityMessages.statSpecies, value: data.stat.speciesCount, href: `/observation/map/?entity=${data.recId}&count=species` },
    { key: 'posts', label: entityMessages.statPosts, value: data.stat.postCount },
    { key: 'members', label: person ? entityMessages.statFriends : entityMessages.statMembers, value: data.stat.memberCount },
  ];

  return (
    <article className="entities-profile" data-testid="entity-profile">
      <header className="entities-profile__header">
        {rights.edit ? (
          <Link to={`/profile/image/?entity=${data.recId}`} aria-label={intl.formatMessage(imageMessages.changeImage)} data-testid="profile-image-link">
            <EntityAvatar name={data.displayName} imageUrl={data.profileImageUrl} size={72} />
          </Link>
        ) : (
          <EntityAvatar name={data.displayName} imageUrl={data.profileImageUrl} size={72} />
        )}
        <div className="entities-profile__titles">
          <h1 className="entities-profile__name">{data.displayName}</h1>
          <p className="entities-profile__meta">{intl.formatMessage(typeLabel(data.type))}</p>
          {place && <p className="entities-profile__meta">{place}</p>}
          {data.archivedAt && (
            <p className="entities-profile__meta" data-testid="entity-archived">
              {intl.formatMessage(entityMessages.archived)}
            </p>
          )}
          {data.viewerAdminCodes.length > 0 && (
            <p className="entities-profile__letters" data-testid="admin-letters">
              {data.viewerAdminCodes.map((code) => (
                <span key={code} className="entities-letter">
                  {code}
                </span>
              ))}
            </p>
          )}
        </div>
      </header>

      <div className="entities-profile__actions">
        <RelationActions entity={data} />
        {own && (
          <Link className="entities-button entities-button--small" to="/profile/edit/" data-testid="edit-profile-link">
            {intl.formatMessage(profileEditMessages.editProfile)}
          </Link>
        )}
        {(rights.edit || rights.settings || rights.delete) && <AdminControls entityId={data.id} recId={data.recId} rights={rights} />}
      </div>

      <dl className="entities-stats">
        {stats.map((stat) => (
          <div key={stat.key} className="entities-stats__item">
            <dt>{intl.formatMessage(stat.label)}</dt>
            <dd>{stat.href ? <Link to={stat.href}>{intl.formatNumber(stat.value)}</Link> : intl.formatNumber(stat.value)}</dd>
          </div>
        ))}
      </dl>
      <p className="entities-profile__links">
        <Link className="entities-button entities-button--small" to={entityChartHref(data.recId)} data-testid="entity-chart-link">
          <Icon name="chart" size={16} />
          {intl.formatMessage(chartMessages.entityLink)}
        </Link>
        {!person && (
          <Link className="entities-button entities-button--small" to={`/entity/${data.recId}/journal/`} data-testid="entity-journal-link">
            <Icon name="book" size={16} />
            {intl.formatMessage(entityMessages.journal)}
          </Link>
        )}
      </p>

      {data.description && (
        <section className="entities-section">
          <h2 className="entities-section__title">{intl.formatMessage(entityMessages.about)}</h2>
          {/* sanitised on the server (server/modules/entities/service.ts) */}
          <div className="entities-description" dangerouslySetInnerHTML={{ __html: data.description }} />
        </section>
      )}

      {!person && <EntityMembersPreview entity={data} manage={rights.manageMembers} />}

      {!person && (
        <section className="entities-section">
          <h2 className="entities-section__title">{intl.formatMessage(entityMessages.board)}</h2>
          <EntityBoard entity={data} />
        </section>
      )}
      {own && <NewPostBar displayName={data.displayName} profileImageUrl={data.profileImageUrl} />}
      {person && <FeaturedMedia entity={data} own={own} />}
      <OwnerCollectionsSection entityId={data.recId} person={person} own={own} />
      {person && (
        <section className="entities-section">
          <h2 className="entities-section__title">{intl.formatMessage(entityMessages.timeline)}</h2>
          <PersonTimeline entity={data} />
        </section>
      )}
      {boardTypes.length > 0 && <EntityPostFab entityId={data.recId} types={boardTypes} />}
    </article>
  );
}

interface Rights {
  readonly edit: boolean;
  readonly delete: boolean;
  readonly settings: boolean;
}

/** Edit (A), settings and delete (owner-only, marked) of an entity page. */
function AdminControls({ entityId, recId, rights }: { entityId: string; recId: number; rights: Rights }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const toast = useToast();
  const run = useEntityMutation();
  const ownerOnly = <span className="entities-owner-only">{intl.formatMessage(entityMessages.ownerOnly)}</span>;

  const remove = async () => {
    if (!(await confirm({ message: formatToken(intl, 'CONFIRM_DELETE_ITEM'), destructive: true, confirmLabel: intl.formatMessage(entityMessages.delete) }))) return;
    const result = await run<EntityProfileDeleteMutation>({
      mutation: graphql`
        mutation EntityProfileDeleteMutation($input: DeleteEntityInput!) {
          deleteEntity(input: $input) {
            __typename
            ... on DeleteEntityPayload {
              code
              deletedId @deleteRecord
            }
            ...mutationError_error
          }
        }
      `,
      variables: { input: { entity: entityId } },
      field: 'deleteEntity',
      payload: 'DeleteEntityPayload',
    });
    if (!result) return;
    toast(formatToken(intl, result.code ?? 'OPERATION_SUCCEEDED'), { kind: 'success' });
    void navigate('/entity/', { replace: true });
  };

  return (
    <div className="entities-admin" data-testid="entity-admin-controls">
      {rights.edit && (
        <Link className="entities-button entities-button--small" to={`/entity/edit/${recId}`}>
          <Icon name="pen" size={18} />
          {intl.formatMessage(entityMessages.edit)}
        </Link>
      )}
      {rights.settings && (
        <Link className="entities-button entities-button--small" to={`/entity/edit/${recId}/settings`}>
          <Icon name="shield" size={18} />
          {intl.formatMessage(entityMessages.settings)}
          {ownerOnly}
        </Link>
      )}
      {rights.delete && (
        <button type="button" className="entities-button entities-button--small entities-button--danger" onClick={() => void remove()}>
          {intl.formatMessage(entityMessages.delete)}
          {ownerOnly}
        </button>
      )}
    </div>
  );
}
