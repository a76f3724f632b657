import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { formatToken } from '../../i18n/tokens.ts';
import { useAlert } from '../../ui/index.ts';
import { StatusPage } from '../shell/StatusPages.tsx';
import { siteMessages } from './messages.ts';
import { useSite } from './SiteProvider.tsx';

/**
 * A subdomain's members-only route refusing a non-member (social-core §6): the 'OnlyMember area'
 * alert, after which the viewer is not let in but taken back where they came from (or home).
 */
export function OnlyMemberArea() {
  const intl = useIntl();
  const alert = useAlert();
  const navigate = useNavigate();
  const location = useLocation();
  const site = useSite();
  const shown = useRef(false);
  const title = formatToken(intl, 'ONLY_MEMBER_AREA');
  const text = intl.formatMessage(siteMessages.onlyMemberText, { name: site.entity?.displayName ?? '' });

  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    const hasHistory = location.key !== 'default';
    void alert({ title, message: text }).then(() => (hasHistory ? navigate(-1) : navigate('/', { replace: true })));
  }, [alert, navigate, location.key, title, text]);

  return <StatusPage title={title} text={text} />;
}
