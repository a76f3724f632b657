/** social-core §9: the social-login popup's size, and how often the opener checks whether it has closed. */
export const SOCIAL_POPUP_WIDTH = 450;
export const SOCIAL_POPUP_HEIGHT = 500;
export const SOCIAL_POPUP_POLL_MS = 80;
const POPUP_NAME = 'lepke-social-login';

/** `/social_init` for a provider, returning to `callback` (a path of this site). */
export function socialInitUrl(service: string, callback: string, popup: boolean): string {
  const params = new URLSearchParams({ service, callback });
  if (popup) params.set('popup', '1');
  return `/social_init?${params.toString()}`;
}

/**
 * Starts a provider's sign-in in a 450×500 popup, watched every 80 ms until it closes (then
 * `onClosed`: the session is checked again). Where no popup opens (phones), the whole page goes.
 * The flow's last page moves this page to where the flow leads and closes the popup
 * (`/oauth.al/popup.js`); the site's Cross-Origin-Opener-Policy lets the popup keep its opener.
 */
export function openSocialLogin(service: string, callback: string, onClosed: () => void): void {
  const left = Math.max(0, (window.screenX || 0) + (window.outerWidth - SOCIAL_POPUP_WIDTH) / 2);
  const top = Math.max(0, (window.screenY || 0) + (window.outerHeight - SOCIAL_POPUP_HEIGHT) / 2);
  const popup = window.open(
    socialInitUrl(service, callback, true),
    POPUP_NAME,
    `popup=yes,width=${SOCIAL_POPUP_WIDTH},height=${SOCIAL_POPUP_HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`,
  );
  if (!popup) {
    window.location.assign(socialInitUrl(service, callback, false));
    return;
  }
  const timer = window.setInterval(() => {
    if (!popup.closed) return;
    window.clearInterval(timer);
    onClosed();
  }, SOCIAL_POPUP_POLL_MS);
}
