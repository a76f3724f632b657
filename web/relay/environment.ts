import type { Client } from 'graphql-ws';
import { Environment, type FetchFunction, Network, Observable, RecordSource, Store, type SubscribeFunction, type GraphQLResponse } from 'relay-runtime';
import { LANGUAGE_STORAGE_KEY } from '../i18n/language-key.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '@domain/languages.ts';
import { takePreloaded } from './preloaded.ts';

/** A request that failed below GraphQL: offline (status 0), a 4xx/5xx without data, or a refusal. */
export class NetworkError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** the GraphQL error's extensions, e.g. retryAfterSeconds of a rate limit */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The UI language, stated on every request: the server names species in it for a viewer without an account language. */
function uiLanguage(): string {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

interface GraphQLErrorShape {
  message: string;
  extensions?: Record<string, unknown>;
}

/**
 * The session whose requests this is: once it is known to be signed in, an UNAUTHORIZED answer
 * means the session has ended on the server (expired, logged out elsewhere). That is a 401 of the
 * whole request, which the route error handling turns into the login screen (social-core §8); a
 * guest's UNAUTHORIZED fields stay the field errors they are.
 */
interface SessionFlags {
  signedIn: boolean;
}

function fetchGraphQLFor(session: SessionFlags): FetchFunction {
  return async (request, variables) => {
    let response: Response;
    try {
      response = await (takePreloaded(request.name, variables) ??
        fetch('/graphql', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': uiLanguage() },
          body: JSON.stringify({ query: request.text, variables, operationName: request.name }),
        }));
    } catch {
      throw new NetworkError(0, 'NO_NETWORK', 'No network connection');
    }
    const body = (await response.json().catch(() => null)) as GraphQLResponse | null;
    const errors = (body && 'errors' in body ? (body.errors ?? []) : []) as GraphQLErrorShape[];
    if (!body || (!response.ok && !('data' in body && body.data))) {
      const extensions = errors[0]?.extensions ?? {};
      const code = typeof extensions.code === 'string' ? extensions.code : `STATUS_${response.status}`;
      throw new NetworkError(response.status, code, errors[0]?.message ?? response.statusText, extensions);
    }
    const unauthorized = errors.find((error) => error.extensions?.code === 'UNAUTHORIZED');
    if (session.signedIn && unauthorized) throw new NetworkError(401, 'UNAUTHORIZED', unauthorized.message);
    return body;
  };
}

interface Subscriptions {
  subscribe: SubscribeFunction;
  dispose: () => void;
}

/**
 * Subscriptions over one graphql-ws socket, whose library is fetched with the first subscription:
 * a first paint needs none, so graphql-ws stays out of the first load.
 */
function lazySubscriptions(): Subscriptions {
  let client: Promise<Client> | null = null;
  const connect = () =>
    (client ??= import('graphql-ws').then(({ createClient }) =>
      createClient({ url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`, lazy: true, retryAttempts: 20 }),
    ));
  const subscribe: SubscribeFunction = (operation, variables) =>
    Observable.create((sink) => {
      let unsubscribe: (() => void) | null = null;
      let cancelled = false;
      connect().then(
        (connected) => {
          if (cancelled) return;
          unsubscribe = connected.subscribe(
            { operationName: operation.name, query: operation.text ?? '', variables },
            {
              next: (value) => sink.next(value as GraphQLResponse),
              error: (error) => sink.error(error instanceof Error ? error : new Error('Subscription failed')),
              complete: () => sink.complete(),
            },
          );
        },
        () => sink.error(new NetworkError(0, 'NO_NETWORK', 'No network connection')),
      );
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    });
  return { subscribe, dispose: () => void client?.then((connected) => connected.dispose()) };
}

export interface AppEnvironment {
  environment: Environment;
  /** The viewer query tells whether the session is signed in (see SessionFlags). */
  setSignedIn: (signedIn: boolean) => void;
  dispose: () => void;
}

/**
 * A fresh store and socket. The session changes on login and logout; a new environment then
 * guarantees that nothing cached for the previous user survives.
 */
export function createAppEnvironment(): AppEnvironment {
  const subscriptions = lazySubscriptions();
  const session: SessionFlags = { signedIn: false };
  const environment = new Environment({
    network: Network.create(fetchGraphQLFor(session), subscriptions.subscribe),
    store: new Store(new RecordSource()),
  });
  return {
    environment,
    setSignedIn: (signedIn) => {
      session.signedIn = signedIn;
    },
    dispose: subscriptions.dispose,
  };
}
