import { Suspense, useId } from 'react';
import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, useMutation, usePreloadedQuery } from 'react-relay/hooks';
import type { ProfileSettingsPageMutation } from '../../__generated__/ProfileSettingsPageMutation.graphql.ts';
import type { ProfileSettingsPageQuery } from '../../__generated__/ProfileSettingsPageQuery.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { Spinner, useToast } from '../../ui/index.ts';
import { ConsentSettings } from '../consent/ConsentSettings.tsx';
import { type Licence, LICENCES } from '@domain/observations/enums.ts';
import { PRIVACY_CHOICES, privacyLevel } from '@domain/privacy.ts';
import { licenceText } from '../observations/observation-status.ts';
import { privacyMessages } from '../home/timeline-item.ts';
import { PushToggle } from '../push/PushToggle.tsx';
import { NotificationChannels } from './NotificationChannels.tsx';
import { profileSettingsMessages } from './messages.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import './ProfileSettingsPage.css';

/** The kinds whose default privacy is set here; the server keeps them as `{kind}_pp` profile settings. */
const KINDS = ['note', 'news', 'question', 'mood', 'lesson'] as const;
type Kind = (typeof KINDS)[number];

const settingsQuery = graphql`
  query ProfileSettingsPageQuery {
    viewer {
      privacyDefaults {
        note
        news
        question
        mood
        lesson
      }
      ...NotificationChannels_viewer
      defaultLicence
    }
  }
`;

const updateMutation = graphql`
  mutation ProfileSettingsPageMutation($input: UpdateProfileSettingsInput!) {
    updateProfileSettings(input: $input) {
      __typename
      ... on ProfileSettingsPayload {
        viewer {
          privacyDefaults {
            note
            news
            question
            mood
            lesson
          }
          defaultLicence
        }
      }
    }
  }
`;

/** The route component of `/profile/settings/`: push notifications, the default privacy per kind and the optional consents. */
const ProfileSettingsScreen: RouteScreenComponent<{ main: ProfileSettingsPageQuery }> = ({ queries }) => {
  const intl = useIntl();
  return (
    <div className="profile-settings">
      <h1 className="profile-settings__title">{intl.formatMessage(profileSettingsMessages.title)}</h1>
      <section className="profile-settings__section" aria-labelledby="profile-settings-push">
        <h2 id="profile-settings-push" className="profile-settings__heading">
          {intl.formatMessage(profileSettingsMessages.notifications)}
        </h2>
        <PushToggle />
        <Suspense fallback={<Spinner />}>
          <NotificationKinds settings={queries.main} />
        </Suspense>
      </section>
      <Suspense fallback={<Spinner />}>
        <PrivacyDefaults settings={queries.main} />
        <LicenceDefault settings={queries.main} />
        <ConsentSettings />
      </Suspense>
    </div>
  );
};
/** Its texts are in the account screens' catalog part. */
const ProfileSettingsPage: typeof ProfileSettingsScreen = (props) => (
  <PartTexts part="account">
    <ProfileSettingsScreen {...props} />
  </PartTexts>
);

export default ProfileSettingsPage;

interface SettingsProps {
  settings: PreloadedQuery<ProfileSettingsPageQuery>;
}

/** The channels of each kind of notification (after the device's push switch they depend on). */
function NotificationKinds({ settings }: SettingsProps) {
  const { viewer } = usePreloadedQuery(settingsQuery, settings);
  return <NotificationChannels viewer={viewer} />;
}

function PrivacyDefaults({ settings }: SettingsProps) {
  const intl = useIntl();
  const toast = useToast();
  const { viewer } = usePreloadedQuery(settingsQuery, settings);
  const [commit] = useMutation<ProfileSettingsPageMutation>(updateMutation);
  const defaults = viewer.privacyDefaults;

  const choose = (kind: Kind, level: number) => {
    const failed = () => toast(formatToken(intl, 'OPERATION_NOT_SUCCEEDED'), { kind: 'error' });
    commit({
      variables: { input: { privacyDefaults: { [kind]: level } } },
      // The root viewer's record changes at once; Relay drops the change again when the answer arrives.
      optimisticUpdater: (store) => {
        store.getRoot().getLinkedRecord('viewer')?.getLinkedRecord('privacyDefaults')?.setValue(level, kind);
      },
      updater: (store) => {
        const saved = store.getRootField('updateProfileSettings')?.getLinkedRecord('viewer')?.getLinkedRecord('privacyDefaults');
        const current = store.getRoot().getLinkedRecord('viewer')?.getLinkedRecord('privacyDefaults');
        if (saved && current) for (const each of KINDS) current.setValue(saved.getValue(each), each);
      },
      onCompleted: ({ updateProfileSettings }) =>
        updateProfileSettings.__typename === 'ProfileSettingsPayload' ? toast(formatToken(intl, 'VALUE_SET'), { kind: 'success' }) : failed(),
      onError: failed,
    });
  };

  return (
    <section className="profile-settings__section" aria-labelledby="profile-settings-privacy">
      <h2 id="profile-settings-privacy" className="profile-settings__heading">
        {intl.formatMessage(profileSettingsMessages.privacyDefaults)}
      </h2>
      <p className="profile-settings__hint">{intl.formatMessage(profileSettingsMessages.privacyDefaultsHint)}</p>
      <ul className="profile-settings__list">
        {KINDS.map((kind) => (
          <PrivacySelector key={kind} kind={kind} value={defaults[kind]} onChange={(level) => choose(kind, level)} />
        ))}
      </ul>
    </section>
  );
}

/** The licence of new records and uploads (each can still be changed on its own). */
function LicenceDefault({ settings }: SettingsProps) {
  const intl = useIntl();
  const toast = useToast();
  const id = useId();
  const { viewer } = usePreloadedQuery(settingsQuery, settings);
  const [commit] = useMutation<ProfileSettingsPageMutation>(updateMutation);
  const choose = (defaultLicence: Licence) => {
    const failed = () => toast(formatToken(intl, 'OPERATION_NOT_SUCCEEDED'), { kind: 'error' });
    commit({
      variables: { input: { defaultLicence } },
      optimisticUpdater: (store) => {
        store.getRoot().getLinkedRecord('viewer')?.setValue(defaultLicence, 'defaultLicence');
      },
      onCompleted: ({ updateProfileSettings }) =>
        updateProfileSettings.__typename === 'ProfileSettingsPayload' ? toast(formatToken(intl, 'VALUE_SET'), { kind: 'success' }) : failed(),
      onError: failed,
    });
  };
  return (
    <section className="profile-settings__section" aria-labelledby="profile-settings-licence">
      <h2 id="profile-settings-licence" className="profile-settings__heading">
        {intl.formatMessage(profileSettingsMessages.licence)}
      </h2>
      <p className="profile-settings__hint">{intl.formatMessage(profileSettingsMessages.licenceHint)}</p>
      <div className="profile-settings__row">
        <label htmlFor={id} className="profile-settings__label">
          {intl.formatMessage(profileSettingsMessages.licenceLabel)}
        </label>
        <select id={id} className="profile-settings__select" value={viewer.defaultLicence} onChange={(event) => choose(event.target.value as Licence)}>
          {LICENCES.map((licence) => (
            <option key={licence} value={licence}>
              {licenceText(intl, licence)}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}

interface PrivacySelectorProps {
  kind: Kind;
  value: number;
  onChange: (level: number) => void;
}

function PrivacySelector({ kind, value, onChange }: PrivacySelectorProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <li className="profile-settings__row">
      <label htmlFor={id} className="profile-settings__label">
        {intl.formatMessage(profileSettingsMessages[kind])}
      </label>
      <select
        id={id}
        className="profile-settings__select"
        value={value}
        onChange={(event) => {
          const level = Number(event.target.value);
          if (level !== value) onChange(level);
        }}
      >
        {PRIVACY_CHOICES.map((level) => (
          <option key={level} value={level}>
            {intl.formatMessage(privacyMessages[privacyLevel(level)])}
          </option>
        ))}
      </select>
    </li>
  );
}
