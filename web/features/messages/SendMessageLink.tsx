import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Icon } from '../../ui/index.ts';
import { composeHref } from './links.ts';
import { messagesMessages as m } from './messages.ts';

/** "Send message" on a person's or entity's page and popover: the compose screen with them as recipient. */
export function SendMessageLink({ toEntityId }: { toEntityId: number }) {
  const intl = useIntl();
  return (
    <Link className="relations-button" to={composeHref(toEntityId)} data-testid="send-message">
      <Icon name="mail" size={18} />
      {intl.formatMessage(m.sendMessage)}
    </Link>
  );
}
