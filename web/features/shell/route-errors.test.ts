import { describe, expect, test } from 'vitest';
import { routeErrorAction } from './route-errors.ts';

describe('routeErrorAction (social-core §8)', () => {
  test('offline (0) alerts no network and aborts', () => {
    expect(routeErrorAction(0, 'NO_NETWORK')).toEqual({ kind: 'offline' });
  });

  test('401 shows the login screen', () => {
    expect(routeErrorAction(401, 'UNAUTHORIZED')).toEqual({ kind: 'login' });
  });

  test('403 alerts forbidden with its explanation, whatever the code', () => {
    expect(routeErrorAction(403, 'SOMETHING')).toEqual({ kind: 'alert', title: 'FORBIDDEN', message: 'FORBIDDEN_EXPLANATION' });
  });

  test.each([404, 409])("%i alerts the server's error_code titled Error", (status) => {
    expect(routeErrorAction(status, 'FRIEND_REQUEST_NON_EXIST')).toEqual({ kind: 'alert', title: 'ERROR', message: 'FRIEND_REQUEST_NON_EXIST' });
    expect(routeErrorAction(status, undefined)).toEqual({ kind: 'alert', title: 'ERROR', message: `STATUS_${status}` });
  });

  test.each([422, 500, 502, 429])('%i is logged and the navigation aborted', (status) => {
    expect(routeErrorAction(status, 'VALIDATION_ERROR')).toEqual({ kind: 'abort' });
  });
});
