import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person the test provider knows: the dev login form's "login" is the subject. */
export interface TestPerson {
  email?: string;
  emailVerified?: boolean;
  name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** the people the provider signs in, by subject; an unknown login gets `{login}@oidc.test` */
  people: Map<string, TestPerson>;
  /** registers the app's redirect URIs (known once the app listens); the provider answers after this */
  allowRedirects(redirectUris: string[]): void;
  /** the env that configures the app for this provider under `name` */
  env(name: string, label?: string): Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) in this process on a random port: code flow with
 * PKCE, and its development login form, where any login and password sign in.
 */
export async function startTestOidcProvider(): Promise<TestOidcProvider> {
  const server: Server = createServer();
  let handler: ((...args: Parameters<Parameters<typeof createServer>[1] & object>) => void) | undefined;
  server.on('request', (req, res) => {
    if (handler) return handler(req, res);
    res.statusCode = 503;
    res.end('not configured yet');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'lepke-test';
  const clientSecret = 'lepke-test-secret-that-is-long-enough-for-hs256';
  const people = new Map<string, TestPerson>();
  return {
    issuer,
    clientId,
    clientSecret,
    people,
    allowRedirects(redirectUris) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: redirectUris,
            grant_types: ['authorization_code'],
            response_types: ['code'],
          },
        ],
        findAccount: (_context: unknown, id: string) => {
          const person = people.get(id) ?? {};
          return {
            accountId: id,
            claims: () => ({
              sub: id,
              email: person.email ?? `${id}@oidc.test`,
              email_verified: person.emailVerified ?? true,
              name: person.name ?? `Test ${id}`,
            }),
          };
        },
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
        features: { devInteractions: { enabled: true } },
        cookies: { keys: ['lepke-test-provider-cookie-key'] },
      });
      provider.on('server_error', (_context, error) => console.error('test OIDC provider:', error));
      handler = provider.callback();
    },
    env(name, label) {
      const key = `OIDC_${name.toUpperCase()}_`;
      return {
        OIDC_PROVIDERS: name,
        [`${key}ISSUER`]: issuer,
        [`${key}CLIENT_ID`]: clientId,
        [`${key}CLIENT_SECRET`]: clientSecret,
        ...(label ? { [`${key}LABEL`]: label } : {}),
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
