import { type FormEvent, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { TwoFactorSection_viewer$key } from '../../__generated__/TwoFactorSection_viewer.graphql.ts';
import type { TwoFactorSectionDisableMutation } from '../../__generated__/TwoFactorSectionDisableMutation.graphql.ts';
import type { TwoFactorSectionEnableMutation } from '../../__generated__/TwoFactorSectionEnableMutation.graphql.ts';
import type { TwoFactorSectionRegenerateMutation } from '../../__generated__/TwoFactorSectionRegenerateMutation.graphql.ts';
import type { TwoFactorSectionStartMutation } from '../../__generated__/TwoFactorSectionStartMutation.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { mutationError, type MutationError } from '../../relay/mutation-error.ts';
import { useToast } from '../../ui/index.ts';
import { useRequestErrorAlert } from '../forms/useFormErrors.tsx';
import { CodeField } from './CodeField.tsx';
import { twoFactorMessages } from './messages.ts';
import './TwoFactor.css';

const viewerFragment = graphql`
  fragment TwoFactorSection_viewer on Viewer {
    twoFactorSetupRequired
    twoFactor {
      enabled
      recoveryCodesLeft
      required
      passwordless
    }
  }
`;

const startMutation = graphql`
  mutation TwoFactorSectionStartMutation {
    startTotpSetup {
      __typename
      ... on TotpSetup {
        secret
        qrSvg
      }
      ...mutationError_error
    }
  }
`;

const enableMutation = graphql`
  mutation TwoFactorSectionEnableMutation($input: TwoFactorChangeInput!) {
    enableTotp(input: $input) {
      __typename
      ... on RecoveryCodesPayload {
        recoveryCodes
        viewer {
          ...TwoFactorSection_viewer
        }
      }
      ...mutationError_error
    }
  }
`;

const regenerateMutation = graphql`
  mutation TwoFactorSectionRegenerateMutation($input: TwoFactorChangeInput!) {
    regenerateRecoveryCodes(input: $input) {
      __typename
      ... on RecoveryCodesPayload {
        recoveryCodes
        viewer {
          ...TwoFactorSection_viewer
        }
      }
      ...mutationError_error
    }
  }
`;

const disableMutation = graphql`
  mutation TwoFactorSectionDisableMutation($input: TwoFactorChangeInput!) {
    disableTotp(input: $input) {
      __typename
      ... on AuthPayload {
        viewer {
          ...TwoFactorSection_viewer
        }
      }
      ...mutationError_error
    }
  }
`;

/**
 * The answer's viewer is another record than the app's (`viewer` at the root, which the route guard
 * and this section read): its two-factor state is copied there.
 */
function copyViewerState(store: RecordSourceSelectorProxy, field: string) {
  const answered = store.getRootField(field)?.getLinkedRecord('viewer');
  const root = store.getRoot().getLinkedRecord('viewer');
  const state = answered?.getLinkedRecord('twoFactor');
  if (!answered || !root || !state) return;
  root.setLinkedRecord(state, 'twoFactor');
  root.setValue(answered.getValue('twoFactorSetupRequired'), 'twoFactorSetupRequired');
}

type Mode =
  { kind: 'idle' } | { kind: 'setup'; secret: string; qrSvg: string } | { kind: 'codes'; codes: readonly string[] } | { kind: 'regenerate' } | { kind: 'disable' };

function useProblems() {
  const intl = useIntl();
  const [error, setError] = useState<MutationError | null>(null);
  const problemOf = (field: string) => {
    const problem = error?.fields.find((candidate) => candidate.field === field);
    return problem ? formatToken(intl, problem.code) : undefined;
  };
  const general = error && error.fields.length === 0 ? formatToken(intl, error.code) : undefined;
  return { setError, problemOf, general };
}

function valuesOf(event: FormEvent<HTMLFormElement>) {
  const data = new FormData(event.currentTarget);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { code: text('code').trim(), password: text('password') };
}

/** The code (and, for an account with one, password) form every change of the second factor asks. */
function ConfirmForm({
  submitLabel,
  codeKind,
  passwordless,
  pending,
  problemOf,
  general,
  onSubmit,
  onCancel,
}: {
  submitLabel: string;
  codeKind: 'code' | 'recovery';
  passwordless: boolean;
  pending: boolean;
  problemOf: (field: string) => string | undefined;
  general: string | undefined;
  onSubmit: (values: { code: string; password: string }) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  return (
    <Form
      className="two-factor-form"
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(valuesOf(event));
      }}
    >
      <CodeField
        name="code"
        kind={codeKind === 'code' ? 'code' : 'recovery'}
        label={intl.formatMessage(codeKind === 'code' ? twoFactorMessages.code : twoFactorMessages.codeOrRecovery)}
        problem={problemOf('code')}
      />
      {passwordless ? (
        <p className="account-section__hint">{intl.formatMessage(twoFactorMessages.passwordless)}</p>
      ) : (
        <CodeField name="password" kind="password" label={intl.formatMessage(twoFactorMessages.password)} problem={problemOf('password')} />
      )}
      {general && (
        <p className="two-factor__error" role="alert">
          {general}
        </p>
      )}
      <div className="two-factor__actions">
        <Button type="submit" className="two-factor__button two-factor__button--primary" isPending={pending}>
          {submitLabel}
        </Button>
        <Button className="two-factor__button" onPress={onCancel}>
          {intl.formatMessage(twoFactorMessages.cancel)}
        </Button>
      </div>
    </Form>
  );
}

/** The recovery codes, shown once, to copy or download. */
function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const text = `${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'lepke-recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div className="two-factor__codes">
      <h3 className="two-factor__subheading">{intl.formatMessage(twoFactorMessages.codesHeading)}</h3>
      <p className="account-section__hint">{intl.formatMessage(twoFactorMessages.codesIntro)}</p>
      <ul className="two-factor__code-list" aria-label={intl.formatMessage(twoFactorMessages.codesHeading)}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="two-factor__actions">
        <Button
          className="two-factor__button"
          onPress={() => void navigator.clipboard.writeText(text).then(() => toast(intl.formatMessage(twoFactorMessages.copied), { kind: 'success' }))}
        >
          {intl.formatMessage(twoFactorMessages.copy)}
        </Button>
        <Button className="two-factor__button" onPress={download}>
          {intl.formatMessage(twoFactorMessages.download)}
        </Button>
        <Button className="two-factor__button two-factor__button--primary" onPress={onDone}>
          {intl.formatMessage(twoFactorMessages.done)}
        </Button>
      </div>
    </div>
  );
}

/** The two-factor part of /profile/account/: set up (QR, key, code, password), recovery codes, turn off. */
export function TwoFactorSection({ viewer }: { viewer: TwoFactorSection_viewer$key }) {
  const intl = useIntl();
  const toast = useToast();
  const showRequestError = useRequestErrorAlert();
  const { twoFactor, twoFactorSetupRequired } = useFragment(viewerFragment, viewer);
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const { setError, problemOf, general } = useProblems();
  const [start, starting] = useMutation<TwoFactorSectionStartMutation>(startMutation);
  const [enable, enabling] = useMutation<TwoFactorSectionEnableMutation>(enableMutation);
  const [regenerate, regenerating] = useMutation<TwoFactorSectionRegenerateMutation>(regenerateMutation);
  const [disable, disabling] = useMutation<TwoFactorSectionDisableMutation>(disableMutation);
  if (!twoFactor) return null;
  const open = (next: Mode) => {
    setError(null);
    setMode(next);
  };
  const input = ({ code, password }: { code: string; password: string }) => ({ code, password: twoFactor.passwordless ? null : password });

  const startSetup = () =>
    start({
      variables: {},
      onCompleted: ({ startTotpSetup: result }) => {
        const { secret, qrSvg } = result;
        if (secret !== undefined && qrSvg !== undefined) open({ kind: 'setup', secret, qrSvg });
        else setError(mutationError(result));
      },
      onError: (error) => void showRequestError(error),
    });

  return (
    <section className="account-section two-factor" aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading" className="account-section__heading">
        {intl.formatMessage(twoFactorMessages.heading)}
      </h2>
      {twoFactorSetupRequired && (
        <p className="two-factor__required" role="alert">
          {intl.formatMessage(twoFactorMessages.required)}
        </p>
      )}
      <p className="account-section__hint">{intl.formatMessage(twoFactorMessages.intro)}</p>
      <p className="two-factor__status">
        {twoFactor.enabled ? intl.formatMessage(twoFactorMessages.statusOn, { count: twoFactor.recoveryCodesLeft }) : intl.formatMessage(twoFactorMessages.statusOff)}
      </p>

      {mode.kind === 'idle' && !twoFactor.enabled && (
        <div className="two-factor__actions">
          <Button className="two-factor__button two-factor__button--primary" onPress={startSetup} isPending={starting}>
            {intl.formatMessage(twoFactorMessages.setUp)}
          </Button>
        </div>
      )}
      {mode.kind === 'idle' && twoFactor.enabled && (
        <div className="two-factor__actions">
          <Button className="two-factor__button" onPress={() => open({ kind: 'regenerate' })}>
            {intl.formatMessage(twoFactorMessages.regenerate)}
          </Button>
          <Button className="two-factor__button" onPress={() => open({ kind: 'disable' })}>
            {intl.formatMessage(twoFactorMessages.disable)}
          </Button>
        </div>
      )}

      {mode.kind === 'setup' && (
        <>
          <p className="account-section__hint">{intl.formatMessage(twoFactorMessages.scan)}</p>
          <img className="two-factor__qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(mode.qrSvg)}`} alt={intl.formatMessage(twoFactorMessages.qrAlt)} />
          <p className="two-factor__secret">
            <span>{intl.formatMessage(twoFactorMessages.secretLabel)}: </span>
            <code data-testid="two-factor-secret">{mode.secret.replace(/(.{4})(?=.)/g, '$1 ')}</code>
          </p>
          <ConfirmForm
            submitLabel={intl.formatMessage(twoFactorMessages.enable)}
            codeKind="code"
            passwordless={twoFactor.passwordless}
            pending={enabling}
            problemOf={problemOf}
            general={general}
            onCancel={() => open({ kind: 'idle' })}
            onSubmit={(values) =>
              enable({
                variables: { input: input(values) },
                updater: (store) => copyViewerState(store, 'enableTotp'),
                onCompleted: ({ enableTotp: result }) => {
                  if (!result.recoveryCodes) return setError(mutationError(result));
                  toast(intl.formatMessage(twoFactorMessages.enabled), { kind: 'success' });
                  open({ kind: 'codes', codes: result.recoveryCodes });
                },
                onError: (error) => void showRequestError(error),
              })
            }
          />
        </>
      )}

      {mode.kind === 'regenerate' && (
        <ConfirmForm
          submitLabel={intl.formatMessage(twoFactorMessages.regenerate)}
          codeKind="recovery"
          passwordless={twoFactor.passwordless}
          pending={regenerating}
          problemOf={problemOf}
          general={general}
          onCancel={() => open({ kind: 'idle' })}
          onSubmit={(values) =>
            regenerate({
              variables: { input: input(values) },
              updater: (store) => copyViewerState(store, 'regenerateRecoveryCodes'),
              onCompleted: ({ regenerateRecoveryCodes: result }) => {
                if (!result.recoveryCodes) return setError(mutationError(result));
                open({ kind: 'codes', codes: result.recoveryCodes });
              },
              onError: (error) => void showRequestError(error),
            })
          }
        />
      )}

      {mode.kind === 'disable' && (
        <ConfirmForm
          submitLabel={intl.formatMessage(twoFactorMessages.disable)}
          codeKind="recovery"
          passwordless={twoFactor.passwordless}
          pending={disabling}
          problemOf={problemOf}
          general={general}
          onCancel={() => open({ kind: 'idle' })}
          onSubmit={(values) =>
            disable({
              variables: { input: input(values) },
              updater: (store) => copyViewerState(store, 'disableTotp'),
              onCompleted: ({ disableTotp: result }) => {
                if (result.__typename !== 'AuthPayload') return setError(mutationError(result));
                toast(intl.formatMessage(twoFactorMessages.disabled), { kind: 'success' });
                open({ kind: 'idle' });
              },
              onError: (error) => void showRequestError(error),
            })
          }
        />
      )}

      {mode.kind === 'codes' && <RecoveryCodes codes={mode.codes} onDone={() => open({ kind: 'idle' })} />}
    </section>
  );
}
