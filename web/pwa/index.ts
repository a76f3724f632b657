export { InstallPromptDialog, useInstallPrompt, type InstallPrompt } from './install-prompt.tsx';
export { INSTALL_PROMPT_INTERVAL_MS, shouldShowInstallPrompt } from './install-prompt-policy.ts';
export type { InstallOutcome } from './install-prompt-store.ts';
export { pwaMessages } from './messages.ts';
export { registerServiceWorker } from './register.ts';
export { checkFrontendVersion, shouldReloadForVersion, VERSION_RELOAD_INTERVAL_MS, type VersionCheckOptions, type VersionReloadState } from './version-check.ts';
export { isNewerVersion } from './version-compare.ts';
