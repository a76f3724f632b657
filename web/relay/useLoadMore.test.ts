import { describe, expect, it } from 'vitest';
import { NetworkError } from './environment.ts';
import { loadFailureStatus } from './useLoadMore.ts';

describe('loadFailureStatus', () => {
  it('is the HTTP status of a failed request', () => {
    expect(loadFailureStatus(new NetworkError(503, 'STATUS_503', 'Service Unavailable'))).toBe(503);
  });

  it('is 0 when the network is gone', () => {
    expect(loadFailureStatus(new NetworkError(0, 'NO_NETWORK', 'No network connection'))).toBe(0);
  });

  it('is the message of any other error', () => {
    expect(loadFailureStatus(new Error('Relay: no data'))).toBe('Relay: no data');
  });
});
