import { describe, expect, it } from 'vitest';
import { INSTALL_PROMPT_INTERVAL_MS, shouldShowInstallPrompt } from './install-prompt-policy.ts';

describe('shouldShowInstallPrompt', () => {
  const now = 1_700_000_000_000;

  it('shows the offer when it was never shown', () => {
    expect(shouldShowInstallPrompt(null, now)).toBe(true);
  });

  it('does not show it again within the interval', () => {
    expect(INSTALL_PROMPT_INTERVAL_MS).toBe(120_000);
    expect(shouldShowInstallPrompt(now, now)).toBe(false);
    expect(shouldShowInstallPrompt(now - INSTALL_PROMPT_INTERVAL_MS + 1, now)).toBe(false);
  });

  it('shows it again once the interval has passed', () => {
    expect(shouldShowInstallPrompt(now - INSTALL_PROMPT_INTERVAL_MS, now)).toBe(true);
    expect(shouldShowInstallPrompt(now - 10 * INSTALL_PROMPT_INTERVAL_MS, now)).toBe(true);
  });

  it('is not blocked by a last-shown time in the future (clock set back)', () => {
    expect(shouldShowInstallPrompt(now + 1_000, now)).toBe(true);
  });
});
