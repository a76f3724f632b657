import { useCallback } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { NetworkError } from '../../relay/environment.ts';
import { formatToken, tokenMessages } from '../../i18n/tokens.ts';
import { useAlert } from '../../ui/index.ts';
import type { FieldProblem } from './rules.ts';

/** The form-error dialog (FORM_ERROR_TITLE) listing each invalid field's name and message. */
export function useFormErrorDialog(fieldLabels: Record<string, MessageDescriptor>) {
  const intl = useIntl();
  const alert = useAlert();
  return useCallback(
    (problems: readonly FieldProblem[]) =>
      alert({
        title: intl.formatMessage(tokenMessages.FORM_ERROR_TITLE),
        message: (
          <ul className="form-error-list">
            {problems.map(({ field, code }) => (
              <li key={field}>
                <strong>{fieldLabels[field] ? intl.formatMessage(fieldLabels[field]) : field}</strong>: {formatToken(intl, code)}
              </li>
            ))}
          </ul>
        ),
      }),
    [alert, intl, fieldLabels],
  );
}

/** Alerts a failed request: the server's token as message, OPERATION_FAILED as title (social-core §8). */
export function useRequestErrorAlert() {
  const intl = useIntl();
  const alert = useAlert();
  return useCallback(
    (error: unknown) => {
      if (error instanceof NetworkError && error.status === 0) {
        return alert({
          title: intl.formatMessage(tokenMessages.NO_NETWORK),
          message: intl.formatMessage(tokenMessages.NO_NETWORK_EXPLANATION),
        });
      }
      const code = error instanceof NetworkError ? error.code : 'OPERATION_NOT_SUCCEEDED';
      const retryAfter = error instanceof NetworkError ? Number(error.details.retryAfterSeconds ?? 0) : 0;
      return alert({
        title: intl.formatMessage(tokenMessages.OPERATION_FAILED),
        message: formatToken(intl, code, { minutes: Math.max(1, Math.ceil(retryAfter / 60)) }),
      });
    },
    [alert, intl],
  );
}
