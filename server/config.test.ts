import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const bucket = { S3_BUCKET: 'lepke-media' };
const keys = { S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG' };

describe('S3 media storage settings', () => {
  test('without S3_BUCKET the media stay on the local disk', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  test('S3_BUCKET alone: AWS, us-east-1, the default credential chain, virtual-hosted style, the bucket root', () => {
    expect(loadConfig(bucket).s3).toEqual({
      bucket: 'lepke-media',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
      prefix: '',
    });
  });

  test('an S3-compatible service with keys, path style and a folder in the bucket', () => {
    const config = loadConfig({
      ...bucket,
      ...keys,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'auto',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: '/lepke/media/',
    });
    expect(config.s3).toEqual({
      bucket: 'lepke-media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG' },
      forcePathStyle: true,
      prefix: 'lepke/media',
    });
  });

  test.each([
    [{ ...bucket, S3_ACCESS_KEY_ID: 'AKIDEXAMPLE' }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together/],
    [{ ...bucket, S3_SECRET_ACCESS_KEY: 'secret' }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together/],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000', ...keys }, /S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY set without S3_BUCKET/],
    [{ S3_BUCKET: 'Lepke_Media' }, /S3_BUCKET: an S3 bucket name/],
    [{ ...bucket, S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT/],
    [{ ...bucket, S3_ENDPOINT: 'ftp://minio.example' }, /S3_ENDPOINT/],
    [{ ...bucket, S3_FORCE_PATH_STYLE: 'sometimes' }, /S3_FORCE_PATH_STYLE/],
    [{ ...bucket, S3_REGION: 'EU Central' }, /S3_REGION/],
    [{ ...bucket, S3_PREFIX: 'media/../other' }, /S3_PREFIX/],
    [{ ...bucket, S3_PREFIX: 'media//files' }, /S3_PREFIX/],
  ])('%o is refused', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('abuse limits and push hosts', () => {
  test('the login and registration limits are read, and refused unless positive whole numbers', () => {
    const config = loadConfig({
      LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP: '5',
      LOGIN_MAX_FAILURES_PER_IP: '30',
      LOGIN_MAX_FAILURES_PER_IP_PER_DAY: '100',
      REGISTRATIONS_PER_IP_PER_HOUR: '3',
    });
    expect(config.loginLimits).toEqual({ perAccountAndIp: 5, perIp: 30, perIpPerDay: 100 });
    expect(config.registrationsPerIpPerHour).toBe(3);
    for (const name of ['LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP', 'LOGIN_MAX_FAILURES_PER_IP_PER_DAY', 'REGISTRATIONS_PER_IP_PER_HOUR']) {
      expect(() => loadConfig({ [name]: '0' }), name).toThrow(ConfigError);
    }
  });

  test('PUSH_SERVICE_HOSTS replaces the push hosts with host names, `*.` for subdomains; URLs and addresses are refused', () => {
    expect(loadConfig({ PUSH_SERVICE_HOSTS: ' *.Push.Example.com, fcm.googleapis.com ' }).push.serviceHosts).toEqual(['*.push.example.com', 'fcm.googleapis.com']);
    for (const value of ['https://fcm.googleapis.com', '127.0.0.1', 'localhost', '*', ',']) {
      expect(() => loadConfig({ PUSH_SERVICE_HOSTS: value }), value).toThrow(ConfigError);
    }
  });
});

describe('tile base maps of the observation map', () => {
  test('none by default: the map has only its built-in outlines', () => {
    expect(loadConfig({}).baseMaps).toEqual([]);
  });

  test('the configured ones in the order street, topo, satellite, with their credits', () => {
    const config = loadConfig({
      MAP_TILES_SATELLITE: 'https://tiles.example.com/sat/{z}/{x}/{y}.jpg?key=SECRET',
      MAP_TILES_STREET: 'https://tile.example.org/{z}/{x}/{y}.png',
      MAP_TILES_STREET_ATTRIBUTION: ' © OpenStreetMap contributors ',
    });
    expect(config.baseMaps).toEqual([
      { kind: 'street', url: 'https://tile.example.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' },
      { kind: 'satellite', url: 'https://tiles.example.com/sat/{z}/{x}/{y}.jpg?key=SECRET', attribution: undefined },
    ]);
  });

  test('a template that is not https or misses a tile coordinate is refused', () => {
    expect(() => loadConfig({ MAP_TILES_TOPO: 'http://tiles.example.com/{z}/{x}/{y}.png' })).toThrow(ConfigError);
    expect(() => loadConfig({ MAP_TILES_TOPO: 'https://tiles.example.com/{z}/{x}.png' })).toThrow(ConfigError);
    expect(loadConfig({ MAP_TILES_TOPO: 'https://tiles.example.com/{z}/{x}/{-y}.png' }).baseMaps).toHaveLength(1);
  });
});

describe('e-mail settings', () => {
  test('by default no SMTP server, From Lepke at PUBLIC_ORIGIN’s host (localhost without one, or for an IP address), a generated secret', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: { name: 'Lepke', address: 'no-reply@localhost' },
      secret: undefined,
      digestHour: 5,
      jobIntervalMs: 5 * 60_000,
    });
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://lepke.example:8443' }).mail.from).toEqual({ name: 'Lepke', address: 'no-reply@lepke.example' });
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://192.168.1.20:3000' }).mail.from.address).toBe('no-reply@localhost');
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://[::1]:3000' }).mail.from.address).toBe('no-reply@localhost');
  });

  test('SMTP_URL, MAIL_FROM with or without a name, MAIL_SECRET', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://lepke%40example:p%3Ass@mail.example:465',
      MAIL_FROM: '"Lepke Értesítő" <ertesito@lepke.example>',
      MAIL_SECRET: 'x'.repeat(32),
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://lepke%40example:p%3Ass@mail.example:465',
      from: { name: 'Lepke Értesítő', address: 'ertesito@lepke.example' },
      secret: 'x'.repeat(32),
      digestHour: 5,
      jobIntervalMs: 5 * 60_000,
    });
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).mail.smtpUrl).toBe('smtp://127.0.0.1:2525');
    expect(loadConfig({ MAIL_DIGEST_HOUR: '23', MAIL_JOB_MINUTES: '0' }).mail).toMatchObject({ digestHour: 23, jobIntervalMs: 0 });
    expect(() => loadConfig({ MAIL_DIGEST_HOUR: '24' })).toThrow(/MAIL_DIGEST_HOUR/);
    expect(() => loadConfig({ MAIL_JOB_MINUTES: '-1' })).toThrow(/MAIL_JOB_MINUTES/);
    expect(loadConfig({ MAIL_FROM: 'no-reply@lepke.example' }).mail.from).toEqual({ name: '', address: 'no-reply@lepke.example' });
  });

  test.each([
    [{ SMTP_URL: 'mail.example:587' }, 'SMTP_URL: an smtp:// or smtps:// URL with a host, such as smtp://user:password@mail.example:587'],
    [{ SMTP_URL: 'https://mail.example' }, 'SMTP_URL: an smtp:// or smtps:// URL'],
    [{ SMTP_URL: 'smtp://' }, 'SMTP_URL: an smtp:// or smtps:// URL'],
    [{ MAIL_FROM: 'Lepke' }, 'MAIL_FROM: one address'],
    [{ MAIL_FROM: 'a@lepke.example, b@lepke.example' }, 'MAIL_FROM: one address'],
    [{ MAIL_FROM: 'Lepke <no reply@lepke.example>' }, 'MAIL_FROM: one address'],
    [{ MAIL_SECRET: 'too short' }, 'MAIL_SECRET: at least 32 characters'],
  ])('%o is refused at start-up', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  test('a value failing two checks is told once', () => {
    expect(() => loadConfig({ SMTP_URL: 'mail.example:587' })).toThrow(/^Invalid configuration:\n {2}SMTP_URL: [^\n]+$/);
  });
});
