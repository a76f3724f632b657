import { useState } from 'react';
import { Button, FieldError, Form, Input, Label, Radio, RadioGroup, Text, TextField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { RECORDS_CHOICES, type RecordsChoice } from '@domain/account-removal.ts';
import type { RemoveAccountSectionMutation } from '../../__generated__/RemoveAccountSectionMutation.graphql.ts';
import type { RemoveAccountSection_viewer$key } from '../../__generated__/RemoveAccountSection_viewer.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { useConfirm } from '../../ui/Dialogs.tsx';
import { useToast } from '../../ui/Toast.tsx';
import { entityHref } from '../entities/entity-types.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { accountRemovalMessages as messages } from './messages.ts';
import './AccountRemoval.css';

const removeAccountMutation = graphql`
  mutation RemoveAccountSectionMutation($input: RemoveAccountInput!) {
    removeAccount(input: $input) {
      __typename
      ... on RemoveAccountPayload {
        records
      }
      ...mutationError_error
    }
  }
`;

const viewerFragment = graphql`
  fragment RemoveAccountSection_viewer on Viewer {
    soleOwnerOf {
      recId
      type
      name
    }
  }
`;

const CHOICE_TEXTS = {
  ANONYMISE: [messages.recordsAnonymise, messages.recordsAnonymiseHint],
  DELETE: [messages.recordsDelete, messages.recordsDeleteHint],
} as const;

/**
 * Account removal on /profile/account/ (social-core §5): what goes and what stays, the records'
 * choice, the password again, two successive confirmations, then `removeAccount`. Afterwards the
 * session is a guest's (state code 3): the app starts a new session and goes to `/`. While the
 * person is the only owner of groups or projects, they are listed to hand over or delete first.
 */
export function RemoveAccountSection({ viewer }: { viewer: RemoveAccountSection_viewer$key }) {
  const intl = useIntl();
  const { soleOwnerOf } = useFragment(viewerFragment, viewer);
  const confirm = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();
  const { restartSession } = useSession();
  const [records, setRecords] = useState<RecordsChoice>('ANONYMISE');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [commit, isInFlight] = useMutation<RemoveAccountSectionMutation>(removeAccountMutation);

  const start = async () => {
    setProblem(null);
    const first = await confirm({
      title: intl.formatMessage(messages.firstConfirmTitle),
      message: intl.formatMessage(records === 'DELETE' ? messages.firstConfirmDelete : messages.firstConfirmKeep),
      confirmLabel: intl.formatMessage(messages.firstConfirmYes),
      destructive: true,
    });
    if (!first) return;
    const second = await confirm({
      title: intl.formatMessage(messages.secondConfirmTitle),
      message: intl.formatMessage(messages.secondConfirm),
      confirmLabel: intl.formatMessage(messages.secondConfirmYes),
      destructive: true,
    });
    if (!second) return;
    commit({
      variables: { input: { password: password || null, records } },
      onCompleted: ({ removeAccount }) => {
        const error = mutationError(removeAccount);
        if (error) {
          const field = error.fields[0];
          setProblem(formatToken(intl, field?.code ?? error.code));
          return;
        }
        toast(intl.formatMessage(messages.removed), { kind: 'success' });
        restartSession();
        void navigate('/', { replace: true });
      },
      onError: () => setProblem(formatToken(intl, 'OPERATION_FAILED')),
    });
  };

  return (
    <section className="account-section account-removal" aria-labelledby="remove-account-title">
      <h2 id="remove-account-title" className="account-section__heading">
        {intl.formatMessage(messages.removeTitle)}
      </h2>
      <p className="account-section__hint">{intl.formatMessage(messages.removeHint)}</p>
      {soleOwnerOf.length > 0 && (
        <div className="account-removal__owned" role="note" data-testid="sole-owner">
          <p>{intl.formatMessage(messages.soleOwner)}</p>
          <ul>
            {soleOwnerOf.map((entity) => (
              <li key={entity.recId}>
                <Link to={entityHref(entity.recId, entity.type)}>{entity.name}</Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Form
        className="account-removal__form"
        validationBehavior="aria"
        validationErrors={problem ? { password: problem } : {}}
        onSubmit={(event) => {
          event.preventDefault();
          void start();
        }}
      >
        <RadioGroup className="account-removal__choices" value={records} onChange={(value) => setRecords(value as RecordsChoice)}>
          <Label className="account-removal__label">{intl.formatMessage(messages.recordsLabel)}</Label>
          {RECORDS_CHOICES.map((choice) => (
            <Radio key={choice} value={choice} className="account-removal__choice">
              <span className="account-removal__radio" aria-hidden="true" />
              <span className="account-removal__choice-text">
                <strong>{intl.formatMessage(CHOICE_TEXTS[choice][0])}</strong>
                <span>{intl.formatMessage(CHOICE_TEXTS[choice][1])}</span>
              </span>
            </Radio>
          ))}
        </RadioGroup>
        <TextField
          name="password"
          type="password"
          className="account-removal__field"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setProblem(null);
          }}
          autoComplete="current-password"
        >
          <Label>{intl.formatMessage(messages.password)}</Label>
          <Input />
          <Text slot="description" className="account-section__hint">
            {intl.formatMessage(messages.passwordHint)}
          </Text>
          <FieldError className="account-removal__error" />
        </TextField>
        <Button type="submit" className="account-removal__button account-removal__button--danger" isPending={isInFlight} isDisabled={soleOwnerOf.length > 0}>
          {intl.formatMessage(messages.removeButton)}
        </Button>
      </Form>
    </section>
  );
}
