import { useId } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { NotificationChannels_viewer$key } from '../../__generated__/NotificationChannels_viewer.graphql.ts';
import type { NotificationChannelsMutation } from '../../__generated__/NotificationChannelsMutation.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { useToast } from '../../ui/index.ts';
import { useViewer } from '../session/ViewerProvider.tsx';
import { emailChoiceMessages, notificationKindMessages, profileSettingsMessages } from './messages.ts';
import { EMAIL_CHOICES, type EmailChoice, type NotificationKind } from '@domain/notification-kinds.ts';

const viewerFragment = graphql`
  fragment NotificationChannels_viewer on Viewer {
    notificationPreferences {
      id
      kind
      inApp
      inAppFixed
      push
      email
    }
  }
`;

const setMutation = graphql`
  mutation NotificationChannelsMutation($input: SetNotificationChannelsInput!) {
    setNotificationChannels(input: $input) {
      __typename
      ... on SetNotificationChannelsPayload {
        preference {
          id
          inApp
          push
          email
        }
      }
      ... on Error {
        code
      }
    }
  }
`;

type Change = { inApp: boolean } | { push: boolean } | { email: EmailChoice };

/**
 * Per kind of notification: in the app, as a push and by e-mail (each as it happens, or in a daily
 * or weekly digest), saved on change. The records-awaiting-review row is for validators only.
 */
export function NotificationChannels({ viewer }: { viewer: NotificationChannels_viewer$key }) {
  const intl = useIntl();
  const toast = useToast();
  const validator = useViewer().can.validate;
  const { notificationPreferences } = useFragment(viewerFragment, viewer);
  const [commit] = useMutation<NotificationChannelsMutation>(setMutation);

  const choose = (id: string, kind: NotificationKind, change: Change) => {
    const failed = (code?: string) => toast(formatToken(intl, code ?? 'OPERATION_NOT_SUCCEEDED'), { kind: 'error' });
    commit({
      variables: { input: { kind, ...change } },
      optimisticUpdater: (store) => {
        const record = store.get(id);
        for (const [channel, value] of Object.entries(change)) record?.setValue(value as boolean | string, channel);
      },
      onCompleted: ({ setNotificationChannels: result }) =>
        result.__typename === 'SetNotificationChannelsPayload'
          ? toast(formatToken(intl, 'VALUE_SET'), { kind: 'success' })
          : failed(result.__typename === '%other' ? undefined : result.code),
      onError: () => failed(),
    });
  };

  const shown = notificationPreferences.filter((preference) => validator || preference.kind !== 'RECORD_AWAITING_REVIEW');
  return (
    <div className="profile-settings__channels">
      <p className="profile-settings__hint">{intl.formatMessage(profileSettingsMessages.channelsHint)}</p>
      <ul className="profile-settings__list">
        {shown.map((preference) => (
          <KindRow
            key={preference.id}
            kind={preference.kind as NotificationKind}
            inApp={preference.inApp}
            inAppFixed={preference.inAppFixed}
            push={preference.push}
            email={preference.email as EmailChoice}
            onChange={(change) => choose(preference.id, preference.kind as NotificationKind, change)}
          />
        ))}
      </ul>
    </div>
  );
}

interface KindRowProps {
  kind: NotificationKind;
  inApp: boolean;
  inAppFixed: boolean;
  push: boolean;
  email: EmailChoice;
  onChange: (change: Change) => void;
}

/** One kind: a group named by the kind, with a labelled checkbox per channel and the e-mail choice. */
function KindRow({ kind, inApp, inAppFixed, push, email, onChange }: KindRowProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <li className="profile-settings__row profile-settings__kind">
      <fieldset className="profile-settings__fieldset" aria-describedby={inAppFixed ? `${id}-inbox` : undefined}>
        <legend className="profile-settings__label">{intl.formatMessage(notificationKindMessages[kind])}</legend>
        <div className="profile-settings__channel-choices">
          <label htmlFor={`${id}-app`} className="profile-settings__check">
            <input id={`${id}-app`} type="checkbox" checked={inApp} disabled={inAppFixed} onChange={(event) => onChange({ inApp: event.target.checked })} />
            {intl.formatMessage(inAppFixed ? profileSettingsMessages.channelInbox : profileSettingsMessages.channelInApp)}
          </label>
          <label htmlFor={`${id}-push`} className="profile-settings__check">
            <input id={`${id}-push`} type="checkbox" checked={push} onChange={(event) => onChange({ push: event.target.checked })} />
            {intl.formatMessage(profileSettingsMessages.channelPush)}
          </label>
          <label htmlFor={`${id}-email`} className="profile-settings__check profile-settings__email">
            {intl.formatMessage(profileSettingsMessages.channelEmail)}
            <select
              id={`${id}-email`}
              className="profile-settings__select profile-settings__email-select"
              value={email}
              onChange={(event) => onChange({ email: event.target.value as EmailChoice })}
            >
              {EMAIL_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {intl.formatMessage(emailChoiceMessages[choice])}
                </option>
              ))}
            </select>
          </label>
        </div>
        {inAppFixed && (
          <span id={`${id}-inbox`} className="profile-settings__hint">
            {intl.formatMessage(profileSettingsMessages.inboxAlways)}
          </span>
        )}
      </fieldset>
    </li>
  );
}
