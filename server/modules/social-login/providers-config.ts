/** One social-login provider: an OpenID Connect issuer and this site's client there. */
export interface OidcProviderSettings {
  /** the key in OIDC_PROVIDERS, in URLs (`/social_init?service=`) and on linked identities */
  name: string;
  /** the button's text */
  label: string;
  /** the issuer identifier, discovered at `{issuer}/.well-known/openid-configuration` */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * Providers that are OpenID Connect issuers at a fixed address: an operator gives only the client id
 * and secret. Microsoft's multi-tenant issuer names each tenant in its tokens (`{tenantid}`), which
 * openid-client checks for this address.
 */
export const OIDC_PRESETS: Record<string, { issuer: string; label: string }> = {
  google: { issuer: 'https://accounts.google.com', label: 'Google' },
  microsoft: { issuer: 'https://login.microsoftonline.com/common/v2.0', label: 'Microsoft' },
  gitlab: { issuer: 'https://gitlab.com', label: 'GitLab' },
};

const NAME = /^[a-z][a-z0-9_]{0,30}$/;

/**
 * Reads `OIDC_PROVIDERS=google,myid` and each one's `OIDC_<NAME>_ISSUER` (a preset's by default),
 * `_CLIENT_ID`, `_CLIENT_SECRET` and optional `_LABEL`. A named provider with a missing setting is
 * refused at start rather than shown as a button that cannot work.
 */
export function oidcProviders(list: string | undefined, source: NodeJS.ProcessEnv, fail: (message: string) => Error): OidcProviderSettings[] {
  const names = (list ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (new Set(names).size !== names.length) throw fail('OIDC_PROVIDERS names a provider twice');
  return names.map((name) => {
    if (!NAME.test(name)) throw fail(`OIDC_PROVIDERS: "${name}" is not a provider name (lower case letters, digits and _)`);
    const key = `OIDC_${name.toUpperCase()}_`;
    const setting = (suffix: string) => source[key + suffix]?.trim() || undefined;
    const preset = OIDC_PRESETS[name];
    const issuer = setting('ISSUER') ?? preset?.issuer;
    const clientId = setting('CLIENT_ID');
    const clientSecret = setting('CLIENT_SECRET');
    const missing = [!issuer && 'ISSUER', !clientId && 'CLIENT_ID', !clientSecret && 'CLIENT_SECRET'].filter(Boolean).map((suffix) => key + String(suffix));
    if (missing.length) throw fail(`${missing.join(', ')} not set for the provider "${name}"`);
    let url: URL;
    try {
      url = new URL(issuer!);
    } catch {
      throw fail(`${key}ISSUER: not a URL`);
    }
    // Plain http only for an issuer on this machine (a test or development provider).
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) throw fail(`${key}ISSUER: an https URL`);
    return { name, label: setting('LABEL') ?? preset?.label ?? name, issuer: issuer!, clientId: clientId!, clientSecret: clientSecret! };
  });
}
