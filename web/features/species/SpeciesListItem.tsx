import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router';
import type { SpeciesListItem_species$key } from '../../__generated__/SpeciesListItem_species.graphql.ts';
import { Icon } from '../../ui/index.ts';
import type { PopupState } from '../shell/navigation.ts';
import { useAppNavigate } from '../shell/navigation.ts';
import { speciesMessages } from './messages.ts';
import { SpeciesBadges } from './SpeciesBadges.tsx';
import { displayName, speciesEditHref, speciesHref } from './species-text.ts';
import { useDeleteSpecies } from './useDeleteSpecies.ts';
import '../../ui/ListCard.css';

/** One species of the catalogue: common and scientific name, badges, record count; edit and delete for admins. */
export function SpeciesListItem({ species }: { species: SpeciesListItem_species$key }) {
  const data = useFragment(
    graphql`
      fragment SpeciesListItem_species on Species {
        id
        recId
        scientificName
        author
        commonNames {
          language
          name
        }
        thumbnailUrl
        protection
        redListHu
        stat {
          cnt
        }
        viewerCanEdit
      }
    `,
    species,
  );
  const intl = useIntl();
  const location = useLocation();
  const appNavigate = useAppNavigate();
  const [remove, deleting] = useDeleteSpecies();
  const common = displayName(data.commonNames, intl.locale);
  const label = common ?? data.scientificName;
  const background = (location.state as PopupState | null)?.background ?? location;

  return (
    <article className="species-item ui-list-card" data-testid="species-item">
      <Link className="ui-list-card__main" to={speciesHref(data.recId)} state={{ background } satisfies PopupState}>
        {data.thumbnailUrl ? (
          <img className="ui-list-card__thumb" src={data.thumbnailUrl} alt="" width={48} height={48} loading="lazy" />
        ) : (
          <span className="ui-list-card__thumb ui-list-card__thumb--none" aria-hidden="true">
            <Icon name="leaf" size={22} />
          </span>
        )}
        <span className="ui-list-card__text">
          {common && <span className="species-item__name">{common}</span>}
          <span className="species-item__scientific">
            <i className={common ? undefined : 'species-item__name'}>{data.scientificName}</i> <span className="species-item__author">{data.author}</span>
          </span>
          <span className="species-item__meta">
            <SpeciesBadges protection={data.protection} redListHu={data.redListHu} />
            <span className="species-item__count">{intl.formatMessage(speciesMessages.recordCount, { count: data.stat.cnt })}</span>
          </span>
        </span>
      </Link>
      {data.viewerCanEdit && (
        <div className="species-item__actions">
          <Button
            className="species-button species-button--small"
            aria-label={intl.formatMessage(speciesMessages.editNamed, { name: label })}
            onPress={() => appNavigate(speciesEditHref(data.recId))}
          >
            <Icon name="pen" size={16} />
            {intl.formatMessage(speciesMessages.edit)}
          </Button>
          <Button
            className="species-button species-button--small species-button--danger"
            aria-label={intl.formatMessage(speciesMessages.deleteNamed, { name: label })}
            isDisabled={deleting}
            onPress={() => void remove(data.id)}
          >
            <Icon name="close" size={16} />
            {intl.formatMessage(speciesMessages.delete)}
          </Button>
        </div>
      )}
    </article>
  );
}
