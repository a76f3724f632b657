import { describe, expect, it } from 'vitest';
import { registerServiceWorker, useInstallPrompt } from './index.ts';

describe('the PWA module outside a browser', () => {
  it('loads, and registering the service worker does nothing', async () => {
    expect(useInstallPrompt).toBeTypeOf('function');
    await expect(registerServiceWorker()).resolves.toBeUndefined();
  });
});
