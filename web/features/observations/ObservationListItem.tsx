import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router';
import type { ObservationListItem_observation$key } from '../../__generated__/ObservationListItem_observation.graphql.ts';
import { Icon } from '../../ui/index.ts';
import { useCountryName } from '../entities/useCountryName.ts';
import type { PopupState } from '../shell/navigation.ts';
import { isPopupPath } from '../shell/navigation.ts';
import { displayName } from '../species/species-text.ts';
import { observationMessages as m } from './observation-status-messages.ts';
import { flagText, formatObservationDate, lifeStageMessage, placeParts, statusKey, statusMessage } from './observation-status.ts';
import './ObservationList.css';
import '../../ui/ListCard.css';

/** A status as a coloured pill: rejected, accepted, pending or revoked. */
export function ObservationStatusBadge({ status }: { status: number }) {
  const intl = useIntl();
  const name = intl.formatMessage(statusMessage(status));
  return (
    <span className={`obs-status obs-status--${statusKey(status)}`} data-testid="observation-status" data-status={status}>
      <span aria-hidden="true">{name}</span>
      <span className="ui-visually-hidden">{intl.formatMessage(m.statusLabel, { status: name })}</span>
    </span>
  );
}

export interface SpeciesNameData {
  readonly speciesText?: string | null | undefined;
  readonly species?:
    | {
        readonly scientificName: string;
        readonly commonNames: readonly { readonly language: string; readonly name: string }[];
      }
    | null
    | undefined;
}

/** The common name in the UI language (or null) and the scientific name or the typed text. */
export function useSpeciesNames(record: SpeciesNameData): { common: string | null; scientific: string } {
  const intl = useIntl();
  if (record.species) return { common: displayName(record.species.commonNames, intl.locale), scientific: record.species.scientificName };
  return { common: null, scientific: record.speciesText?.trim() || intl.formatMessage(m.unidentified) };
}

/** The place in one line, or the 10 km cell of a generalised record; the country's name last. */
export function usePlaceText(place: {
  readonly generalised: boolean;
  readonly country: string;
  readonly region?: string | null | undefined;
  readonly closestSettlement?: string | null | undefined;
  readonly location?: string | null | undefined;
  readonly eea10km?: string | null | undefined;
}): string {
  const intl = useIntl();
  const countryName = useCountryName();
  const country = place.country && place.country !== 'EU' ? countryName(place.country) : null;
  if (place.generalised) {
    const cell = place.eea10km ? intl.formatMessage(m.cell10km, { cell: place.eea10km }) : intl.formatMessage(m.cell10kmUnknown);
    return [cell, country].filter(Boolean).join(', ');
  }
  const parts = placeParts(place);
  if (!parts.length && !country) return intl.formatMessage(m.placeUnknown);
  return [...parts, country].filter(Boolean).join(', ');
}

export interface ObservationListItemProps {
  observation: ObservationListItem_observation$key;
  /** where the item leads: a popup (opened over the list) or a page */
  href: (recId: number) => string;
  /** the uploader's name under the place (not in one's own list) */
  showUploader?: boolean;
  /** the record's flags on the card (the review queue) */
  showFlags?: boolean;
}

/** One record of a list: its own first photo (else the species' thumbnail), species names, date, place (or its 10 km cell), individuals and stage, status. */
export function ObservationListItem({ observation, href, showUploader = true, showFlags = false }: ObservationListItemProps) {
  const data = useFragment(
    graphql`
      fragment ObservationListItem_observation on Observation {
        recId
        status
        flags
        speciesText
        dateFrom
        dateTo
        individuals
        lifeStage
        photoThumbnailUrl
        species {
          scientificName
          commonNames {
            language
            name
          }
          thumbnailUrl
        }
        place {
          generalised
          country
          region
          closestSettlement
          location
          eea10km
        }
        uploader {
          displayName
        }
      }
    `,
    observation,
  );
  const intl = useIntl();
  const location = useLocation();
  const { common, scientific } = useSpeciesNames(data);
  const place = usePlaceText(data.place);
  const thumbnail = data.photoThumbnailUrl ?? data.species?.thumbnailUrl;
  const stage = intl.formatMessage(lifeStageMessage(data.lifeStage));
  const target = href(data.recId);
  const background = (location.state as PopupState | null)?.background ?? location;
  const state = isPopupPath(target) ? ({ background } satisfies PopupState) : undefined;

  return (
    <article className="obs-item ui-list-card" data-testid="observation-item" data-rec-id={data.recId}>
      <Link className="ui-list-card__main" to={target} state={state}>
        {thumbnail ? (
          <img className="ui-list-card__thumb" src={thumbnail} alt="" width={48} height={48} loading="lazy" />
        ) : (
          <span className="ui-list-card__thumb ui-list-card__thumb--none" aria-hidden="true">
            <Icon name="leaf" size={22} />
          </span>
        )}
        <span className="ui-list-card__text">
          {common && <span className="obs-item__name">{common}</span>}
          <i className={common ? 'obs-item__scientific' : 'obs-item__name'}>{scientific}</i>
          <span className="obs-item__line">
            <time dateTime={data.dateFrom}>{formatObservationDate(intl, data.dateFrom, data.dateTo)}</time>
            {' · '}
            {data.individuals != null ? intl.formatMessage(m.individualsStage, { count: data.individuals, stage }) : stage}
          </span>
          <span className={data.place.generalised ? 'obs-item__line obs-item__line--cell' : 'obs-item__line'}>{place}</span>
          <span className="obs-item__foot">
            <ObservationStatusBadge status={data.status} />
            {showUploader && <span className="obs-item__line obs-item__line--muted">{data.uploader.displayName}</span>}
          </span>
          {showFlags && data.flags.length > 0 && (
            <span className="obs-item__flags" role="list" aria-label={intl.formatMessage(m.flagsLabel)}>
              {data.flags.map((flag) => (
                <span key={flag} className="obs-item__flag" role="listitem" data-flag={flag}>
                  {flagText(intl, flag, 'short')}
                </span>
              ))}
            </span>
          )}
        </span>
      </Link>
    </article>
  );
}
