import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { PopupSheet } from '../../ui/index.ts';
import type { PlaceFields } from './observation-form-values.ts';
import { formMessages as m } from './observation-form-messages.ts';

export interface PlaceChoice extends PlaceFields {
  key: string;
  /** a saved place's own name (the locality edit on /my/location/) */
  name?: string;
}

export interface PlacesSheetProps {
  isOpen: boolean;
  onClose: () => void;
  saved: readonly PlaceChoice[];
  history: readonly PlaceChoice[];
  countryName: (code: string) => string;
  onChoose: (place: PlaceChoice) => void;
}

/** The saved-location dialog: one of the viewer's saved places or last used places fills the place fields. */
export function PlacesSheet({ isOpen, onClose, saved, history, countryName, onChoose }: PlacesSheetProps) {
  const intl = useIntl();
  const list = (heading: string, places: readonly PlaceChoice[]) =>
    places.length > 0 && (
      <section className="obs-form__places-group">
        <h3 className="obs-form__places-heading">{heading}</h3>
        <ul className="obs-form__places">
          {places.map((place) => (
            <li key={place.key}>
              <Button className="obs-form__place" onPress={() => onChoose(place)}>
                <span className="obs-form__place-name">{placeName(place) ?? intl.formatMessage(m.unnamedPlace)}</span>
                <span className="obs-form__place-detail">{[place.region, countryName(place.country), coordinatesLine(place)].filter(Boolean).join(' · ')}</span>
              </Button>
            </li>
          ))}
        </ul>
      </section>
    );
  return (
    <PopupSheet isOpen={isOpen} onClose={onClose} title={intl.formatMessage(m.placesTitle)}>
      <div className="obs-form__places-body">
        {saved.length === 0 && history.length === 0 && <p className="obs-form__hint">{intl.formatMessage(m.placesEmpty)}</p>}
        {list(intl.formatMessage(m.placesSaved), saved)}
        {list(intl.formatMessage(m.placesHistory), history)}
      </div>
    </PopupSheet>
  );
}

function placeName(place: PlaceChoice): string | null {
  if (place.name?.trim()) return place.name.trim();
  const parts = [place.location, place.closestSettlement].map((part) => part?.trim()).filter(Boolean);
  return parts.length ? [...new Set(parts)].join(', ') : null;
}

function coordinatesLine(place: PlaceFields): string {
  if (place.verbatimLat && place.verbatimLon) return `${place.verbatimLat}, ${place.verbatimLon}`;
  if (place.verbatimLat) return place.verbatimLat;
  return place.lat != null && place.lon != null ? `${place.lat.toFixed(5)}, ${place.lon.toFixed(5)}` : '';
}
