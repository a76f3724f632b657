import { useIntl } from 'react-intl';
import { formatToken } from '../i18n/tokens.ts';
import { useToast } from './Toast.tsx';

/**
 * The toast of a failed request (social-core §8): the prefix OPERATION_NOT_SUCCEEDED in brackets,
 * followed by the text of the server's error code when there is one.
 */
export function useFailureToast(): (code?: string | null, values?: Record<string, string>) => void {
  const intl = useIntl();
  const toast = useToast();
  return (code, values) => {
    const prefix = formatToken(intl, 'OPERATION_NOT_SUCCEEDED');
    toast(code && code !== 'OPERATION_NOT_SUCCEEDED' ? `[${prefix}] ${formatToken(intl, code, values)}` : prefix, { kind: 'error' });
  };
}
