import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

describe('OIDC_* settings', () => {
  it('has no providers by default', () => {
    expect(loadConfig({}).oidcProviders).toEqual([]);
  });

  it('takes a preset with only its client, and any issuer by URL with its label', () => {
    const config = loadConfig({
      OIDC_PROVIDERS: 'google, Microsoft,myid',
      OIDC_GOOGLE_CLIENT_ID: 'g-id',
      OIDC_GOOGLE_CLIENT_SECRET: 'g-secret',
      OIDC_MICROSOFT_CLIENT_ID: 'm-id',
      OIDC_MICROSOFT_CLIENT_SECRET: 'm-secret',
      OIDC_MYID_ISSUER: 'https://id.example/realms/lepke',
      OIDC_MYID_CLIENT_ID: 'x',
      OIDC_MYID_CLIENT_SECRET: 'y',
      OIDC_MYID_LABEL: 'Saját azonosító',
    });
    expect(config.oidcProviders).toEqual([
      { name: 'google', label: 'Google', issuer: 'https://accounts.google.com', clientId: 'g-id', clientSecret: 'g-secret' },
      { name: 'microsoft', label: 'Microsoft', issuer: 'https://login.microsoftonline.com/common/v2.0', clientId: 'm-id', clientSecret: 'm-secret' },
      { name: 'myid', label: 'Saját azonosító', issuer: 'https://id.example/realms/lepke', clientId: 'x', clientSecret: 'y' },
    ]);
  });

  it('refuses a provider without its settings, a bad name, a repeated one and plain http away from this machine', () => {
    expect(() => loadConfig({ OIDC_PROVIDERS: 'google' })).toThrow(/OIDC_GOOGLE_CLIENT_ID, OIDC_GOOGLE_CLIENT_SECRET not set/);
    expect(() => loadConfig({ OIDC_PROVIDERS: 'myid', OIDC_MYID_CLIENT_ID: 'x', OIDC_MYID_CLIENT_SECRET: 'y' })).toThrow(/OIDC_MYID_ISSUER/);
    expect(() => loadConfig({ OIDC_PROVIDERS: 'my-id' })).toThrow(ConfigError);
    expect(() => loadConfig({ OIDC_PROVIDERS: 'a,a' })).toThrow(/twice/);
    const plain = { OIDC_PROVIDERS: 'myid', OIDC_MYID_CLIENT_ID: 'x', OIDC_MYID_CLIENT_SECRET: 'y' };
    expect(() => loadConfig({ ...plain, OIDC_MYID_ISSUER: 'http://id.example' })).toThrow(/https/);
    expect(loadConfig({ ...plain, OIDC_MYID_ISSUER: 'http://127.0.0.1:9000' }).oidcProviders[0]?.issuer).toBe('http://127.0.0.1:9000');
  });
});
