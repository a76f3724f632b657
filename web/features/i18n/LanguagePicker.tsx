import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { LanguagePickerMutation } from '../../__generated__/LanguagePickerMutation.graphql.ts';
import { LANGUAGE_NAMES, LANGUAGES } from '@domain/languages.ts';
import { useLocale } from '../../i18n/LocaleProvider.tsx';
import { Icon, IconButton, Popover } from '../../ui/index.ts';
import { useViewer } from '../session/ViewerProvider.tsx';
import { shellMessages } from '../shell/messages.ts';
import './LanguagePicker.css';

const setLanguageMutation = graphql`
  mutation LanguagePickerMutation($input: SetLanguageInput!) {
    setLanguage(input: $input) {
      __typename
      ... on AuthPayload {
        viewer {
          language
        }
      }
    }
  }
`;

/** The language popover: the choice is kept on the device and, for users, in the profile. */
export function LanguagePicker() {
  const intl = useIntl();
  const viewer = useViewer();
  const { language, setLanguage } = useLocale();
  const [commit] = useMutation<LanguagePickerMutation>(setLanguageMutation);

  const choose = (next: string) => {
    if (!setLanguage(next) || viewer.isGuest) return;
    commit({ variables: { input: { language: next } } });
  };

  return (
    <Popover label={intl.formatMessage(shellMessages.language)} trigger={<IconButton icon="globe" label={intl.formatMessage(shellMessages.language)} />}>
      {(close) => (
        <ul className="language-picker" role="listbox" aria-label={intl.formatMessage(shellMessages.language)}>
          {LANGUAGES.map((code) => (
            <li key={code} role="option" aria-selected={code === language}>
              <button
                type="button"
                lang={code}
                className="language-picker__option"
                onClick={() => {
                  choose(code);
                  close();
                }}
              >
                <span>{LANGUAGE_NAMES[code]}</span>
                {code === language && <Icon name="check" size={18} />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Popover>
  );
}
