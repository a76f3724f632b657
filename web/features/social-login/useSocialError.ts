import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { formatToken, type Token } from '../../i18n/tokens.ts';
import { useAlert } from '../../ui/index.ts';

/** Back from a failed social sign-in or link (`?social_error={token}`, server/modules/social-login/rest.ts): says why once, under `title`. */
export function useSocialError(title: Token): void {
  const intl = useIntl();
  const alert = useAlert();
  const [params, setParams] = useSearchParams();
  const code = params.get('social_error');
  useEffect(() => {
    if (!code) return;
    setParams(
      (current) => {
        current.delete('social_error');
        return current;
      },
      { replace: true },
    );
    void alert({ title: formatToken(intl, title), message: formatToken(intl, code) });
  }, [code, title, intl, alert, setParams]);
}
