import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningApp, startApp } from '../../server/app.ts';
import { SESSION_COOKIE } from '../../server/auth/sessions.ts';
import { loadConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/database.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo.ts';
import { openTestDatabase, type TestDatabase } from './database.ts';

export { DEMO_PASSWORD };

export interface TestAppOptions {
  /** extra server environment; SEED_DEMO defaults to on so the demo accounts exist */
  env?: Record<string, string>;
  /** count the SQL statements Prisma runs (needs a database the harness opens) */
  countQueries?: boolean;
  /** share a database opened elsewhere (e.g. by two servers); its owner closes it */
  db?: Database;
  /** serve the web app from this folder (an index.html of the test's own) instead of the build in dist/web */
  webDir?: string;
}

export interface Reply<Body> {
  status: number;
  headers: Headers;
  body: Body;
  /** `lepke_session=<token>` when the response set a non-empty session cookie */
  cookie: string | undefined;
}

export interface GraphQLBody {
  // Tests read whatever shape their query selected.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data?: any;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface RestOptions {
  cookie?: string | undefined;
  /** a string is sent as is (set its content-type in headers), anything else as JSON */
  body?: unknown;
  headers?: Record<string, string>;
  redirect?: RequestRedirect;
}

export interface TestApp {
  url: string;
  app: RunningApp;
  db: Database;
  close(): Promise<void>;
  queryCount(): number;
  resetQueryCount(): void;
  gql(query: string, variables?: Record<string, unknown>, options?: Omit<RestOptions, 'body'>): Promise<Reply<GraphQLBody>>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  rest(method: string, path: string, options?: RestOptions): Promise<Reply<any>>;
  /** logs in through the GraphQL mutation and returns the session cookie */
  loginAs(email: string, password?: string): Promise<string>;
  /** registers a new account through the GraphQL mutation */
  register(displayName: string): Promise<{ cookie: string; entityId: number }>;
}

/** Starts the real server on a random port against a fresh database. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  if (options.db && options.countQueries) throw new Error('countQueries needs a database the harness opens');
  const owned: TestDatabase | undefined = options.db ? undefined : await openTestDatabase({ countQueries: options.countQueries });
  const db = options.db ?? owned!.db;
  // Media files and generated keys go to a folder of this app's own, never to the developer's ./data.
  const dataDir = await mkdtemp(join(tmpdir(), 'lepke-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'error',
    SEED_DEMO: '1',
    DATA_DIR: dataDir,
    // Every test registers its people from 127.0.0.1; the registration limit has tests of its own.
    REGISTRATIONS_PER_IP_PER_HOUR: '100000',
    // The public dataset is made in the background at start; the tests that read it turn it on.
    DATASET_INTERVAL_HOURS: '0',
    // The mail job runs when a test calls it (runMailJob), never on a timer.
    MAIL_JOB_MINUTES: '0',
    ...options.env,
  });
  if (options.webDir) config.webDir = options.webDir;
  let app: RunningApp;
  try {
    app = await startApp(config, { db });
  } catch (error) {
    await owned?.close();
    throw error;
  }

  const rest = async (method: string, path: string, { cookie, body, headers, redirect = 'follow' }: RestOptions = {}) => {
    const response = await fetch(app.url + path, {
      method,
      redirect,
      headers: {
        ...(body === undefined || typeof body === 'string' ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json') ?? false;
    return { status: response.status, headers: response.headers, body: isJson ? JSON.parse(text) : text, cookie: sessionCookie(response) };
  };
  const counted = () => {
    if (!owned || !options.countQueries) throw new Error('start the test app with countQueries to count statements');
    return owned;
  };
  const gql: TestApp['gql'] = (query, variables, requestOptions = {}) => rest('POST', '/graphql', { ...requestOptions, body: { query, variables } });

  return {
    url: app.url,
    app,
    db,
    queryCount: () => counted().queryCount(),
    resetQueryCount: () => counted().resetQueryCount(),
    gql,
    rest,
    async loginAs(email, password = DEMO_PASSWORD) {
      const reply = await gql(LOGIN, { input: { email, password } });
      const typename: unknown = reply.body.data?.login.__typename;
      if (typename !== 'AuthPayload' || !reply.cookie) throw new Error(`Login of ${email} failed: ${JSON.stringify(reply.body)}`);
      return reply.cookie;
    },
    async register(displayName) {
      const password = 'lepke-test-password';
      const email = `${displayName.toLowerCase().replace(/\W+/g, '-')}-${randomUUID()}@lepke.test`;
      const reply = await gql(REGISTER, { input: { displayName, email, password, passwordRetype: password, acceptPrivacy: true } });
      const entityId: unknown = reply.body.data?.register.viewer?.entityId;
      if (typeof entityId !== 'number' || !reply.cookie) throw new Error(`Registering ${displayName} failed: ${JSON.stringify(reply.body)}`);
      return { cookie: reply.cookie, entityId };
    },
    async close() {
      await app.close();
      await owned?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const REGISTER = `mutation ($input: RegisterInput!) {
  register(input: $input) {
    __typename
    ... on AuthPayload { viewer { role displayName entityId } }
    ... on ValidationError { fields { field code } }
    ... on Error { code }
  }
}`;

export const LOGIN = `mutation ($input: LoginInput!) {
  login(input: $input) {
    __typename
    ... on AuthPayload { viewer { role displayName language } }
    ... on Error { code }
  }
}`;

function sessionCookie(response: Response): string | undefined {
  const prefix = `${SESSION_COOKIE}=`;
  const pair = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((candidate) => candidate.startsWith(prefix));
  return pair && pair.length > prefix.length ? pair : undefined;
}
