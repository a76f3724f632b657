import { useId, useState, useTransition } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, useMutation, useRefetchableFragment } from 'react-relay/hooks';
import type { AnnouncementForm_audience$key } from '../../__generated__/AnnouncementForm_audience.graphql.ts';
import type { AnnouncementFormAudienceQuery } from '../../__generated__/AnnouncementFormAudienceQuery.graphql.ts';
import type { AnnouncementFormSendMutation } from '../../__generated__/AnnouncementFormSendMutation.graphql.ts';
import { ANNOUNCEMENT_ROLES, ANNOUNCEMENT_TEXT_MAX, type AnnouncementRole, isSitePath } from '@domain/notification-kinds.ts';
import { formatToken, tokenMessages } from '../../i18n/tokens.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { useAlert, useConfirm, useToast } from '../../ui/index.ts';
import type { FieldProblem } from '../forms/rules.ts';
import { useRequestErrorAlert } from '../forms/useFormErrors.tsx';
import { formatRelativeTime } from '../timeline/relative-time.ts';
import { adminNotificationsMessages as m, audienceMessages } from './messages.ts';
import '../notifications/NotificationsPopup.css';

const audienceFragment = graphql`
  fragment AnnouncementForm_audience on Query @refetchable(queryName: "AnnouncementFormAudienceQuery") @argumentDefinitions(minRole: { type: "Role!" }) {
    announcementAudience(minRole: $minRole)
  }
`;

const sendMutation = graphql`
  mutation AnnouncementFormSendMutation($input: SendAnnouncementInput!) {
    sendAnnouncement(input: $input) {
      __typename
      ... on SendAnnouncementPayload {
        announcement {
          recId
          recipientCount
        }
      }
      ...mutationError_error
    }
  }
`;

/** What the form checks before asking the server (the server checks the same). */
function problemsOf(text: string, url: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const words = text.trim();
  if (!words) problems.push({ field: 'text', code: 'FIELD_REQUIRED' });
  else if (words.length > ANNOUNCEMENT_TEXT_MAX) problems.push({ field: 'text', code: 'DATA_TOO_LONG' });
  if (url.trim() && !isSitePath(url.trim())) problems.push({ field: 'url', code: 'FORMAT_ERROR' });
  return problems;
}

/**
 * An admin's announcement notification: its words (with a live count), an optional site path it
 * leads to, the least role it reaches with the live audience, a preview as the notification list
 * shows it, then a confirmation stating the count. `onSent` refreshes the overview.
 */
export function AnnouncementForm({ query, onSent }: { query: AnnouncementForm_audience$key; onSent: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const alert = useAlert();
  const confirm = useConfirm();
  const requestError = useRequestErrorAlert();
  const [{ announcementAudience: audience }, refetchAudience] = useRefetchableFragment<AnnouncementFormAudienceQuery, AnnouncementForm_audience$key>(
    audienceFragment,
    query,
  );
  const [counting, startCounting] = useTransition();
  const [commit, sending] = useMutation<AnnouncementFormSendMutation>(sendMutation);
  const [text, setText] = useState('');
  const [url, setUrl] = useState('');
  const [minRole, setMinRole] = useState<AnnouncementRole>('USER');
  const [problems, setProblems] = useState<readonly FieldProblem[]>([]);
  const ids = { text: useId(), count: useId(), url: useId(), urlHint: useId(), role: useId(), reach: useId() };

  const problemOf = (field: string) => problems.find((problem) => problem.field === field);
  const clearProblem = (field: string) => setProblems((current) => current.filter((problem) => problem.field !== field));

  const chooseRole = (role: AnnouncementRole) => {
    setMinRole(role);
    clearProblem('minRole');
    startCounting(() => {
      refetchAudience({ minRole: role }, { fetchPolicy: 'network-only' });
    });
  };

  const send = async () => {
    const found = problemsOf(text, url);
    setProblems(found);
    if (found.length) return;
    const confirmed = await confirm({ message: intl.formatMessage(m.confirm, { count: audience }), confirmLabel: intl.formatMessage(m.confirmSend) });
    if (!confirmed) return;
    commit({
      variables: { input: { text: text.trim(), url: url.trim() || null, minRole } },
      onCompleted: ({ sendAnnouncement }) => {
        const error = mutationError(sendAnnouncement);
        if (error) {
          if (error.fields.length) setProblems(error.fields);
          else void alert({ title: intl.formatMessage(tokenMessages.OPERATION_FAILED), message: formatToken(intl, error.code) });
          return;
        }
        const count = sendAnnouncement.announcement?.recipientCount ?? audience;
        toast(intl.formatMessage(m.sentToast, { count }), { kind: 'success' });
        setText('');
        setUrl('');
        setProblems([]);
        if (minRole !== 'USER') chooseRole('USER');
        onSent();
      },
      onError: (error) => void requestError(error),
    });
  };

  const length = text.trim().length;
  const previewText = text.trim() || intl.formatMessage(m.previewEmpty);

  return (
    <form
      className="admin-notifications__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <p className="admin-notifications__hint">{intl.formatMessage(m.composeHint)}</p>
      <div className="admin-notifications__field">
        <label className="admin-notifications__label" htmlFor={ids.text}>
          {intl.formatMessage(m.text)}
        </label>
        <textarea
          id={ids.text}
          className="admin-notifications__input admin-notifications__input--text"
          rows={4}
          value={text}
          aria-describedby={ids.count}
          aria-invalid={problemOf('text') ? true : undefined}
          onChange={(event) => {
            setText(event.target.value);
            clearProblem('text');
          }}
        />
        <span id={ids.count} className={`admin-notifications__count${length > ANNOUNCEMENT_TEXT_MAX ? ' admin-notifications__failed' : ''}`}>
          {intl.formatMessage(m.charCount, { count: length, max: ANNOUNCEMENT_TEXT_MAX })}
        </span>
        {problemOf('text') && <p className="admin-notifications__error">{formatToken(intl, problemOf('text')!.code)}</p>}
      </div>
      <div className="admin-notifications__field">
        <label className="admin-notifications__label" htmlFor={ids.url}>
          {intl.formatMessage(m.url)}
        </label>
        <input
          id={ids.url}
          className="admin-notifications__input"
          value={url}
          inputMode="url"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder="/blog/"
          aria-describedby={ids.urlHint}
          aria-invalid={problemOf('url') ? true : undefined}
          onChange={(event) => {
            setUrl(event.target.value);
            clearProblem('url');
          }}
        />
        <span id={ids.urlHint} className="admin-notifications__muted">
          {intl.formatMessage(m.urlHint)}
        </span>
        {problemOf('url') && <p className="admin-notifications__error">{formatToken(intl, problemOf('url')!.code)}</p>}
      </div>
      <div className="admin-notifications__field">
        <label className="admin-notifications__label" htmlFor={ids.role}>
          {intl.formatMessage(m.audience)}
        </label>
        <select
          id={ids.role}
          className="admin-notifications__input"
          value={minRole}
          aria-describedby={ids.reach}
          aria-invalid={problemOf('minRole') ? true : undefined}
          onChange={(event) => chooseRole(event.target.value as AnnouncementRole)}
        >
          {ANNOUNCEMENT_ROLES.map((role) => (
            <option key={role} value={role}>
              {intl.formatMessage(audienceMessages[role])}
            </option>
          ))}
        </select>
        <p id={ids.reach} className="admin-notifications__reach" aria-live="polite" aria-busy={counting} data-testid="announcement-reach">
          {intl.formatMessage(m.reach, { count: audience })}
        </p>
        {problemOf('minRole') && <p className="admin-notifications__error">{formatToken(intl, problemOf('minRole')!.code)}</p>}
      </div>
      <div className="admin-notifications__field">
        <span className="admin-notifications__label">{intl.formatMessage(m.preview)}</span>
        <div className="notification notification--unread" data-testid="announcement-preview">
          <div className="notification__main">
            <span className="notification__dot" aria-hidden="true" />
            <span className="notification__text">
              <span className="notification__message admin-notifications__text">{previewText}</span>
              <span className="notification__time">{formatRelativeTime(intl, { kind: 'justNow' })}</span>
            </span>
          </div>
        </div>
      </div>
      <div className="admin-notifications__actions">
        <Button type="submit" className="admin-notifications__button" isDisabled={sending || counting}>
          {intl.formatMessage(m.send)}
        </Button>
      </div>
    </form>
  );
}
