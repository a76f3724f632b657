import { useIntl } from 'react-intl';
import { speciesMessages } from './messages.ts';
import { categoryMessage, isThreatened } from './species-text.ts';

export interface SpeciesBadgesProps {
  protection: string | null | undefined;
  redListHu: string | null | undefined;
}

/** Small pills: protected or strictly protected, and the Hungarian red-list category when CR, EN or VU. */
export function SpeciesBadges({ protection, redListHu }: SpeciesBadgesProps) {
  const intl = useIntl();
  const redList = isThreatened(redListHu) ? categoryMessage(redListHu) : null;
  if (!protection && !redList) return null;
  return (
    <span className="species-badges">
      {protection && (
        <span className={`species-pill species-pill--${protection === 'STRICTLY_PROTECTED' ? 'strict' : 'protected'}`}>
          {intl.formatMessage(protection === 'STRICTLY_PROTECTED' ? speciesMessages.strictlyProtected : speciesMessages.protected)}
        </span>
      )}
      {redList && (
        <span
          className={`species-pill species-pill--red-list species-pill--${redListHu!.toLowerCase()}`}
          title={intl.formatMessage(speciesMessages.redListBadgeLabel, { category: intl.formatMessage(redList) })}
        >
          {intl.formatMessage(speciesMessages.redListBadge, { category: redListHu })}
        </span>
      )}
    </span>
  );
}
