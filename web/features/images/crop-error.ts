import type { IntlShape } from 'react-intl';
import { formatToken } from '../../i18n/tokens.ts';
import { imageMessages } from './messages.ts';

/** The text of a crop's error code: the image editor's own ones, else the shared tokens. */
export function cropErrorText(intl: IntlShape, code: string | null | undefined): string {
  const key = `error${code}`;
  if (code && Object.hasOwn(imageMessages, key)) return intl.formatMessage(imageMessages[key as keyof typeof imageMessages]);
  return formatToken(intl, code ?? 'OPERATION_NOT_SUCCEEDED');
}
