import { useId } from 'react';
import { Switch } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import type { ConsentSettingsMutation } from '../../__generated__/ConsentSettingsMutation.graphql.ts';
import type { ConsentSettingsQuery } from '../../__generated__/ConsentSettingsQuery.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { useToast } from '../../ui/index.ts';
import { consentMessages } from './messages.ts';
import './ConsentSettings.css';

const consentsQuery = graphql`
  query ConsentSettingsQuery {
    viewer {
      consents {
        name
        type
        title
        text
        accepted
      }
    }
  }
`;

const decideMutation = graphql`
  mutation ConsentSettingsMutation($input: DecideConsentInput!) {
    decideConsent(input: $input) {
      __typename
    }
  }
`;

/**
 * The optional (PAGE) consents on the settings page: each one given or withdrawn with a switch
 * (social-core §6: page-type consent is offered on a page). The BLOCK ones belong to the consent popup.
 */
export function ConsentSettings() {
  const intl = useIntl();
  const toast = useToast();
  const { viewer } = useLazyLoadQuery<ConsentSettingsQuery>(consentsQuery, {}, { fetchPolicy: 'network-only' });
  const [commit, deciding] = useMutation<ConsentSettingsMutation>(decideMutation);
  const items = viewer.consents.filter((item) => item.type === 'PAGE');
  if (!items.length) return null;

  const decide = (name: string, accepted: boolean) => {
    const failed = () => toast(formatToken(intl, 'OPERATION_NOT_SUCCEEDED'), { kind: 'error' });
    commit({
      variables: { input: { name, accepted } },
      updater: (store, data) => {
        if (data?.decideConsent.__typename !== 'PendingConsents') return;
        const consents = store.getRoot().getLinkedRecord('viewer')?.getLinkedRecords('consents') ?? [];
        consents.find((item) => item?.getValue('name') === name)?.setValue(accepted, 'accepted');
      },
      onCompleted: ({ decideConsent }) => (decideConsent.__typename === 'PendingConsents' ? toast(formatToken(intl, 'VALUE_SET'), { kind: 'success' }) : failed()),
      onError: failed,
    });
  };

  return (
    <section className="profile-settings__section" aria-labelledby="consent-settings-heading">
      <h2 id="consent-settings-heading" className="profile-settings__heading">
        {intl.formatMessage(consentMessages.settingsHeading)}
      </h2>
      <ul className="consent-settings">
        {items.map((item) => (
          <ConsentSwitch
            key={item.name}
            title={item.title}
            text={item.text}
            accepted={item.accepted === true}
            disabled={deciding}
            onChange={(accepted) => decide(item.name, accepted)}
          />
        ))}
      </ul>
    </section>
  );
}

interface ConsentSwitchProps {
  title: string;
  text: string;
  accepted: boolean;
  disabled: boolean;
  onChange: (accepted: boolean) => void;
}

function ConsentSwitch({ title, text, accepted, disabled, onChange }: ConsentSwitchProps) {
  const intl = useIntl();
  const textId = useId();
  return (
    <li className="consent-settings__item" data-testid="consent-setting">
      <Switch className="consent-settings__switch" isSelected={accepted} isDisabled={disabled} aria-describedby={textId} onChange={onChange}>
        <span className="consent-settings__title">{title}</span>
        <span className="consent-settings__track" aria-hidden>
          <span className="consent-settings__thumb" />
        </span>
      </Switch>
      <p id={textId} className="consent-settings__text">
        {text}
      </p>
      <p className="consent-settings__state">{intl.formatMessage(accepted ? consentMessages.given : consentMessages.notGiven)}</p>
    </li>
  );
}
