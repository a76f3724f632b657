import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { TitleSelect } from '../../ui/index.ts';
import { useViewer } from '../session/ViewerProvider.tsx';
import { useUpdateSearch } from '../shell/useUpdateSearch.ts';
import { EVERYONE_ENTITY } from '../site/site.ts';
import { useSite } from '../site/SiteProvider.tsx';
import { observationMessages as m } from './observation-status-messages.ts';
import { FILTER_PARAMS, parseListFilters } from './observation-status.ts';

const EVERYONE = 'all';

/**
 * The title's entity selector (recording §1), for people in groups or projects: everyone's
 * records, one's own, or one group's (its members'), as the URL's `?entity=` the list and the
 * map share. Another entity reached by a link (a group's page) shows as "another community".
 */
export function EntityScopeSelect() {
  const intl = useIntl();
  const viewer = useViewer();
  const [params] = useSearchParams();
  const update = useUpdateSearch();
  const site = useSite();
  if (viewer.entityId === null || viewer.groups.length === 0) return null;
  const { entityId } = parseListFilters(params);
  const options = [
    { id: EVERYONE, name: intl.formatMessage(m.scopeEveryone) },
    { id: String(viewer.entityId), name: intl.formatMessage(m.scopeMine) },
    ...viewer.groups.map((group) => ({ id: String(group.recId), name: group.name })),
  ];
  const value = entityId === null ? EVERYONE : String(entityId);
  if (!options.some((option) => option.id === value)) options.push({ id: value, name: intl.formatMessage(m.scopeOther) });
  const choose = (chosen: string) =>
    update((next) => {
      // on a subdomain no `?entity=` means the site's entity: everyone's records are asked for by name
      if (chosen === EVERYONE) {
        if (site.entityId === null) next.delete(FILTER_PARAMS.entityId);
        else next.set(FILTER_PARAMS.entityId, EVERYONE_ENTITY);
      } else next.set(FILTER_PARAMS.entityId, chosen);
    });
  return <TitleSelect label={intl.formatMessage(m.scopeLabel)} icon="users" options={options} value={value} onChange={choose} testId="entity-scope" />;
}
