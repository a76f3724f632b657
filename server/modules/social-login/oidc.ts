import * as client from 'openid-client';
import type { OidcProviderSettings } from './providers-config.ts';

/** Discovery is done once per provider and kept; a failed one is tried again on the next request. */
const discovered = new WeakMap<OidcProviderSettings, Promise<client.Configuration>>();

function isLocal(issuer: string): boolean {
  return new URL(issuer).protocol === 'http:';
}

export function oidcConfiguration(provider: OidcProviderSettings): Promise<client.Configuration> {
  let configuration = discovered.get(provider);
  if (!configuration) {
    configuration = client.discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret, undefined, {
      // providers-config.ts lets plain http through only for an issuer on this machine
      execute: isLocal(provider.issuer) ? [client.allowInsecureRequests] : [],
      timeout: 10,
    });
    configuration.catch(() => discovered.delete(provider));
    discovered.set(provider, configuration);
  }
  return configuration;
}

export interface FlowSecrets {
  state: string;
  nonce: string;
  verifier: string;
}

export function newFlowSecrets(): FlowSecrets {
  return { state: client.randomState(), nonce: client.randomNonce(), verifier: client.randomPKCECodeVerifier() };
}

/** The provider's authorisation address: code flow with PKCE (S256), state and nonce. */
export async function authorizationUrl(provider: OidcProviderSettings, redirectUri: string, secrets: FlowSecrets): Promise<URL> {
  const configuration = await oidcConfiguration(provider);
  return client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(secrets.verifier),
    code_challenge_method: 'S256',
    state: secrets.state,
    nonce: secrets.nonce,
  });
}

/** What the ID token says about the person. */
export interface ProviderClaims {
  subject: string;
  email: string | undefined;
  /** undefined when the provider does not say */
  emailVerified: boolean | undefined;
  name: string | undefined;
}

/** Checks the answer's state, exchanges the code (with the PKCE verifier) and checks the ID token and its nonce. */
export async function finishAuthorization(provider: OidcProviderSettings, currentUrl: URL, secrets: FlowSecrets): Promise<ProviderClaims> {
  const configuration = await oidcConfiguration(provider);
  const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
    pkceCodeVerifier: secrets.verifier,
    expectedState: secrets.state,
    expectedNonce: secrets.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('No ID token');
  // A provider may keep the e-mail and name out of the ID token (the code flow's default in the standard): the userinfo endpoint has them.
  const all: Record<string, unknown> =
    typeof claims.email === 'string' && typeof claims.name === 'string'
      ? claims
      : { ...(await client.fetchUserInfo(configuration, tokens.access_token, claims.sub)), ...claims };
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  return {
    subject: claims.sub,
    email: text(all.email)?.toLowerCase(),
    emailVerified: typeof all.email_verified === 'boolean' ? all.email_verified : undefined,
    name: text(all.name) ?? text([all.given_name, all.family_name].filter((part) => typeof part === 'string').join(' ')),
  };
}
