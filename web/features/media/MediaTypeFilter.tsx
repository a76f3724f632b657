import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { MEDIA_TYPES, mediaTypeParam, type MediaTypeCode } from './media-query.ts';
import { mediaScreenMessages as s } from './media-screen-messages.ts';
import './MediaLists.css';

const TYPE_LABELS: Record<MediaTypeCode, MessageDescriptor> = { i: s.typesI, v: s.typesV, a: s.typesA, f: s.typesF };
const ALL = 'all';

/** Every type or one: images, videos, sounds, files. */
export function MediaTypeFilter({ value, onChange }: { value: MediaTypeCode | null; onChange: (type: MediaTypeCode | null) => void }) {
  const intl = useIntl();
  return (
    <ToggleButtonGroup
      className="media-types"
      aria-label={intl.formatMessage(s.typeFilter)}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value ?? ALL]}
      onSelectionChange={(keys) => {
        const [key] = [...keys];
        onChange(mediaTypeParam(String(key)));
      }}
    >
      <ToggleButton id={ALL} className="media-types__button">
        {intl.formatMessage(s.typeAll)}
      </ToggleButton>
      {MEDIA_TYPES.map((type) => (
        <ToggleButton key={type} id={type} className="media-types__button">
          {intl.formatMessage(TYPE_LABELS[type])}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
