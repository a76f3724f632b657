import { useIntl } from 'react-intl';
import { formatToken } from '../../i18n/tokens.ts';
import { useToast } from '../../ui/index.ts';

/**
 * The toast of a failed request (social-core §8): OPERATION_NOT_SUCCEEDED, followed by the text of
 * the server's error code when there is one.
 */
export function useFailureToast(): (code?: string) => void {
  const intl = useIntl();
  const toast = useToast();
  return (code) => {
    const prefix = formatToken(intl, 'OPERATION_NOT_SUCCEEDED');
    toast(code && code !== 'OPERATION_NOT_SUCCEEDED' ? `[${prefix}] ${formatToken(intl, code)}` : prefix, { kind: 'error' });
  };
}
