import type { Token } from '../../i18n/tokens.ts';

/** What a failed route load (its query's HTTP status and error token) leads to: social-core §8. */
export type RouteErrorAction =
  /** 0: the no-network alert, then the navigation is aborted (back where the user came from) */
  | { kind: 'offline' }
  /** 401: the login screen, returning to the route afterwards */
  | { kind: 'login' }
  /** 403, 404, 409: an alert (message: a token, the server's error_code for 404/409), then the error redirect (back, or / without a valid history) */
  | { kind: 'alert'; title: Token; message: string }
  /** 422, 500 and anything else: logged only, the navigation is aborted */
  | { kind: 'abort' };

export function routeErrorAction(status: number, code: string | undefined): RouteErrorAction {
  switch (status) {
    case 0:
      return { kind: 'offline' };
    case 401:
      return { kind: 'login' };
    case 403:
      return { kind: 'alert', title: 'FORBIDDEN', message: 'FORBIDDEN_EXPLANATION' };
    case 404:
    case 409:
      return { kind: 'alert', title: 'ERROR', message: code || `STATUS_${status}` };
    default:
      return { kind: 'abort' };
  }
}
