import { parse as parseCookies } from 'cookie';
import { type Request, type Response, Router } from 'express';
import { ForbiddenError, UnauthorizedError, ValidationError } from '../../errors.ts';
import { clientError } from '../../client-errors.ts';
import { fieldText, restRoute } from '../../http/rest.ts';
import { sessionCookies } from '../../http/request-state.ts';
import { isOwnOrigin } from '../../http/security.ts';
import type { Services } from '../../services.ts';
import { FLOW_COOKIE, FLOW_TTL_MS, type FinishedFlow, finishSocialLogin, SIGNUP_COOKIE, SIGNUP_TTL_MS, startSocialLogin, unlinkSocialAccount } from './service.ts';

/** This site's origin as the browser sees it: PUBLIC_ORIGIN, else the request's own. */
export function siteOrigin(services: Services, req: Request): string {
  return services.config.publicOrigin ? new URL(services.config.publicOrigin).origin : `${req.protocol}://${req.get('host')}`;
}

function cookieOptions(req: Request, path: string, maxAge: number) {
  // Lax: the provider's redirect back is a top-level GET, which carries it; no other site's request does.
  return { httpOnly: true, sameSite: 'lax', secure: req.secure, path, maxAge } as const;
}

/** Where the browser goes after the flow. */
function destination(finished: FinishedFlow): string {
  const { outcome, callback, provider } = finished;
  const url = new URL(callback, 'http://x');
  switch (outcome.kind) {
    case 'signedIn':
      break;
    case 'linked':
      url.searchParams.set('social_linked', provider);
      break;
    case 'passwordProof':
      url.pathname = '/';
      url.search = new URLSearchParams({ force_login: '1', social_link: outcome.token, social_provider: provider, next: callback }).toString();
      break;
    case 'signUp':
      url.pathname = '/';
      url.search = new URLSearchParams({ force_login: '1', social_signup: '1', next: callback }).toString();
      break;
  }
  return url.pathname + url.search + url.hash;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The popup's last page moves its opener to where the flow leads and closes itself (the script is /oauth.al/popup.js). */
function popupPage(target: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="lepke-target" content="${escapeAttribute(target)}"><title>Lepke</title><script src="/oauth.al/popup.js"></script></head><body></body></html>`;
}

const POPUP_SCRIPT = `(() => {
  const target = document.querySelector('meta[name="lepke-target"]').content;
  let opener = null;
  try {
    opener = window.opener && window.opener.location.origin === location.origin ? window.opener : null;
  } catch {}
  if (!opener) return location.replace(target);
  opener.location.assign(target);
  window.close();
})();
`;

/**
 * A GET that changes state (the older client's unlink): only from this site's own pages. A browser
 * names where a request comes from (Sec-Fetch-Site, Origin); a link on another site is refused.
 */
function requireSameSite(services: Services, req: Request): void {
  const site = req.get('sec-fetch-site');
  const origin = req.get('origin');
  const foreign = (site !== undefined && site !== 'same-origin' && site !== 'none') || (origin !== undefined && !isOwnOrigin(origin, req, services.config.publicOrigin));
  if (foreign) throw new ForbiddenError('FORBIDDEN', 'Cross-site request refused');
}

/**
 * Where a person's browser goes when the flow fails: back into the app, which says what went wrong
 * (`social_error`): the login screen for a guest, the account page for someone linking a provider.
 */
function failurePath(req: Request, code: string): string {
  const query = new URLSearchParams(req.viewer.user ? { social_error: code } : { force_login: '1', social_error: code });
  return `${req.viewer.user ? '/profile/account/' : '/'}?${query}`;
}

/** Answers the flow's pages: the JSON error of a REST client, or for a browser's navigation (the popup, or the whole tab on a phone) a page that leads back into the app. */
function flowRoute(services: Services, handler: (req: Request, res: Response) => Promise<void>) {
  return restRoute(services.logger, async (req, res) => {
    try {
      await handler(req, res);
    } catch (error) {
      const known = clientError(error);
      if (!known || req.accepts(['json', 'html']) !== 'html') throw error;
      res
        .status(known.status)
        .set('Cross-Origin-Opener-Policy', 'unsafe-none')
        .type('html')
        .send(popupPage(failurePath(req, known.code)));
    }
  });
}

export function socialLoginRoutes(services: Services): Router {
  const router = Router();
  const route = (handler: (req: Request, res: Response) => Promise<unknown>) => restRoute(services.logger, handler);

  router.get(
    '/social_init',
    flowRoute(services, async (req, res) => {
      const started = await startSocialLogin(services, req.viewer, req.query, siteOrigin(services, req));
      res.cookie(FLOW_COOKIE, started.flowCookie, cookieOptions(req, '/oauth.al', FLOW_TTL_MS));
      res.redirect(302, started.redirect.href);
    }),
  );

  router.get(
    '/oauth.al',
    flowRoute(services, async (req, res) => {
      const cookies = parseCookies(req.headers.cookie ?? '');
      // The flow's secrets are used once: a replayed answer finds no cookie.
      res.clearCookie(FLOW_COOKIE, { ...cookieOptions(req, '/oauth.al', 0), maxAge: undefined });
      const finished = await finishSocialLogin(services, req.viewer, {
        currentUrl: new URL(req.originalUrl, siteOrigin(services, req)),
        flowCookie: cookies[FLOW_COOKIE],
        client: req.clientInfo,
      });
      const { outcome } = finished;
      if (outcome.kind === 'signedIn') sessionCookies(req, res, services.config.cookieDomain).set(outcome.session);
      if (outcome.kind === 'signUp') res.cookie(SIGNUP_COOKIE, outcome.pending, cookieOptions(req, '/', SIGNUP_TTL_MS));
      if (!finished.popup) return void res.redirect(303, destination(finished));
      // A page of the provider's opener policy (none), so the popup keeps its opener on this last page too.
      res.set('Cross-Origin-Opener-Policy', 'unsafe-none');
      res.type('html').send(popupPage(destination(finished)));
    }),
  );

  router.get('/oauth.al/popup.js', (_req, res) => {
    res.type('text/javascript').send(POPUP_SCRIPT);
  });

  // The older client's unlink: GET asspUND.al?_rsg=asspAuth&_rsn=unlinkSocialAccount&_provider={provider}
  router.get(
    '/asspUND.al',
    route(async (req) => {
      const { _rsg, _rsn, _provider } = req.query;
      if (_rsg !== 'asspAuth' || _rsn !== 'unlinkSocialAccount') {
        throw new ValidationError([{ field: '_rsn', code: 'FORMAT_ERROR' }], 'VALIDATION_ERROR');
      }
      if (!req.viewer.user) throw new UnauthorizedError();
      requireSameSite(services, req);
      const provider = fieldText(_provider);
      if (!provider) throw new ValidationError([{ field: '_provider', code: 'FIELD_REQUIRED' }]);
      await unlinkSocialAccount(services, req.viewer, provider);
      return { success: true };
    }),
  );
  return router;
}
