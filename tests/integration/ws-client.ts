import { type Client, createClient, type FormattedExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestApp } from './harness.ts';

export function wsUrl(app: Pick<TestApp, 'url'>): string {
  return `${app.url.replace(/^http/, 'ws')}/graphql`;
}

/** A graphql-ws client whose handshake carries what a browser's would: the page's Origin and the session cookie. */
export function subscriptionClient(app: Pick<TestApp, 'url'>, { cookie, origin = app.url }: { cookie?: string; origin?: string } = {}): Client {
  const headers = { origin, ...(cookie ? { cookie } : {}) };
  class BrowserLikeWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  return createClient({ url: wsUrl(app), webSocketImpl: BrowserLikeWebSocket, retryAttempts: 0 });
}

/** The first result of an operation; errors the server sends instead of a result count as one. */
export async function firstResult(client: Client, query: string): Promise<FormattedExecutionResult> {
  const results = client.iterate({ query });
  try {
    const { value } = await results.next();
    return value ?? {};
  } catch (errors) {
    return { errors: errors as FormattedExecutionResult['errors'] };
  } finally {
    await results.return?.();
  }
}

/** The HTTP status answering a graphql-ws handshake: 101 when the upgrade is accepted. */
export function handshakeStatus(app: TestApp, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl(app), 'graphql-transport-ws', { headers });
    socket.on('open', () => {
      socket.close();
      resolve(101);
    });
    socket.on('unexpected-response', (request, response) => {
      request.destroy();
      resolve(response.statusCode ?? 0);
    });
    socket.on('error', reject);
  });
}
