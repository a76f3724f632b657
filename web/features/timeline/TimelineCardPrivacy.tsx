import { ToggleButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { TimelineCardPrivacyMutation } from '../../__generated__/TimelineCardPrivacyMutation.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { Icon, IconButton, Popover, useToast } from '../../ui/index.ts';
import { PRIVACY_CHOICES, privacyLevel } from '@domain/privacy.ts';
import { privacyMessages } from '../home/timeline-item.ts';

const setPrivacyMutation = graphql`
  mutation TimelineCardPrivacyMutation($input: SetItemPrivacyInput!) {
    setItemPrivacy(input: $input) {
      __typename
      ... on TimelineItem {
        id
        privacy
      }
    }
  }
`;

export interface PrivacyMenuProps {
  /** the timeline item's global id */
  itemId: string;
  privacy: number;
}

/**
 * The owner's privacy card menu (social-core §6). The answer is the item itself, so every copy of
 * it in the store, and so every lock icon showing it, changes; the optimistic change is dropped
 * when the answer arrives, so a refusal or a network error leaves the item as the server has it.
 */
export function PrivacyMenu({ itemId, privacy }: PrivacyMenuProps) {
  const intl = useIntl();
  const toast = useToast();
  const [commit] = useMutation<TimelineCardPrivacyMutation>(setPrivacyMutation);
  const current = privacyLevel(privacy);
  const label = intl.formatMessage(privacyMessages[current]);

  const choose = (level: number) => {
    const failed = () => toast(formatToken(intl, 'OPERATION_NOT_SUCCEEDED'), { kind: 'error' });
    commit({
      variables: { input: { itemId, privacy: level } },
      optimisticResponse: { setItemPrivacy: { __typename: 'TimelineItem', id: itemId, privacy: level } },
      onCompleted: ({ setItemPrivacy }) => (setItemPrivacy.__typename === 'TimelineItem' ? toast(formatToken(intl, 'VALUE_SET'), { kind: 'success' }) : failed()),
      onError: failed,
    });
  };

  return (
    <Popover trigger={<IconButton icon={current === 'anybody' ? 'lockOpen' : 'lock'} label={label} />} label={label}>
      {(close) => (
        <ul className="home-menu">
          {PRIVACY_CHOICES.map((level) => (
            <li key={level}>
              <ToggleButton
                className="home-menu__item"
                isSelected={level === privacy}
                onChange={() => {
                  close();
                  if (level !== privacy) choose(level);
                }}
              >
                <span className="home-menu__check">{level === privacy && <Icon name="check" size={18} />}</span>
                {intl.formatMessage(privacyMessages[privacyLevel(level)])}
              </ToggleButton>
            </li>
          ))}
        </ul>
      )}
    </Popover>
  );
}
