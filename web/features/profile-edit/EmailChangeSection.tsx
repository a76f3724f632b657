import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { graphql } from 'react-relay/hooks';
import type { EmailChangeSectionMutation } from '../../__generated__/EmailChangeSectionMutation.graphql.ts';
import { useEntityMutation } from '../entities/useEntityMutation.ts';
import { validateForm } from '../forms/rules.ts';
import { useFormErrorDialog } from '../forms/useFormErrors.tsx';
import { profileEditMessages as m } from './messages.ts';

const FIELD_LABELS: Record<string, MessageDescriptor> = { newEmail: m.newEmail, currentPassword: m.currentPassword };

const requestMutation = graphql`
  mutation EmailChangeSectionMutation($input: RequestEmailChangeInput!) {
    requestEmailChange(input: $input) {
      __typename
      ... on EmailChangeRequestPayload {
        code
        email
      }
      ...mutationError_error
    }
  }
`;

/**
 * The e-mail address part of `/profile/edit/`: the current address, and a form for a new one with
 * the current password (an account without one must have signed in just before). The address
 * changes only when the link mailed to the new one is opened (EmailConfirmPage).
 */
export function EmailChangeSection({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const intl = useIntl();
  const formErrors = useFormErrorDialog(FIELD_LABELS);
  const run = useEntityMutation(FIELD_LABELS);
  const [open, setOpen] = useState(false);
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    const problems = validateForm({ newEmail, currentPassword: password }, { newEmail: 'required;email', ...(hasPassword ? { currentPassword: 'required' } : {}) });
    if (problems.length) return void formErrors(problems);
    setSending(true);
    const result = await run<EmailChangeSectionMutation>({
      mutation: requestMutation,
      variables: { input: { newEmail: newEmail.trim(), currentPassword: hasPassword ? password : null } },
      field: 'requestEmailChange',
      payload: 'EmailChangeRequestPayload',
    });
    setSending(false);
    const sent = result as { email?: string } | null;
    if (!sent?.email) return;
    setSentTo(sent.email);
    setOpen(false);
    setNewEmail('');
    setPassword('');
  };

  return (
    <section className="profile-edit__section" aria-labelledby="profile-edit-email" data-testid="email-change">
      <h2 id="profile-edit-email" className="profile-edit__heading">
        {intl.formatMessage(m.email)}
      </h2>
      <p className="profile-edit__current" data-testid="current-email">
        {email}
      </p>
      {sentTo && (
        <p className="profile-edit__notice" role="status" data-testid="email-link-sent">
          {intl.formatMessage(m.linkSent, { email: sentTo })}
        </p>
      )}
      {open ? (
        <form className="profile-edit__form" onSubmit={(event) => void send(event)} noValidate>
          <label className="profile-edit__field">
            <span className="profile-edit__label">{intl.formatMessage(m.newEmail)} *</span>
            <input
              className="profile-edit__input"
              name="newEmail"
              type="email"
              autoComplete="email"
              value={newEmail}
              onChange={(event) => setNewEmail(event.target.value)}
              maxLength={254}
            />
          </label>
          {hasPassword ? (
            <label className="profile-edit__field">
              <span className="profile-edit__label">{intl.formatMessage(m.currentPassword)} *</span>
              <input
                className="profile-edit__input"
                name="currentPassword"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </label>
          ) : (
            <p className="profile-edit__hint">{intl.formatMessage(m.socialReauth)}</p>
          )}
          <div className="profile-edit__buttons">
            <button type="button" className="profile-edit__button" onClick={() => setOpen(false)}>
              {intl.formatMessage(m.cancel)}
            </button>
            <button type="submit" className="profile-edit__button profile-edit__button--primary" disabled={sending}>
              {intl.formatMessage(m.sendLink)}
            </button>
          </div>
        </form>
      ) : (
        <div className="profile-edit__buttons">
          <button type="button" className="profile-edit__button" onClick={() => setOpen(true)}>
            {intl.formatMessage(m.changeEmail)}
          </button>
        </div>
      )}
    </section>
  );
}
