import { type Request, type Response, Router } from 'express';
import type { Services } from '../../../services.ts';
import { escapeHtml } from '../../mail/compose.ts';
import { languageOf, lookup } from '../texts.ts';
import { MAIL_TEXTS } from './texts.ts';
import { readUnsubscribeLink, unsubscribe, type UnsubscribeLink } from './unsubscribe.ts';
import type { Language } from '@domain/languages.ts';

/**
 * `/unsubscribe/{token}`, the link of every notification mail (and its `List-Unsubscribe`): GET
 * shows a page that asks, in the person's language, with one button (a link scanner that follows
 * it unsubscribes nobody); POST unsubscribes — the button, and mail programs' one-click
 * unsubscribe (RFC 8058), which posts without a session. The signed token is the only credential.
 */
export function unsubscribeRoutes(services: Services): Router {
  const router = Router();
  const handle = (confirm: boolean) => async (req: Request, res: Response) => {
    try {
      const token = String(req.params.token);
      const link = await readUnsubscribeLink(services, token);
      if (!link) return sendPage(res, 400, languageOf(req.acceptsLanguages('hu', 'en', 'ro', 'tr') || undefined), (t) => `<p>${escapeHtml(t.page.invalid)}</p>`);
      if (confirm) await unsubscribe(services, link);
      const language = languageOf(link.language);
      sendPage(res, 200, language, (t) => {
        const what = describe(link, language);
        if (confirm) return `<p role="status">${escapeHtml('kind' in link.target ? t.page.doneKind(what) : t.page.doneDigest(link.target.digest))}</p>`;
        const ask = 'kind' in link.target ? t.page.askKind(what) : t.page.askDigest(link.target.digest);
        return `<p>${escapeHtml(ask)}</p><form method="post" action="/unsubscribe/${encodeURIComponent(token)}"><button type="submit">${escapeHtml(t.page.button)}</button></form>`;
      });
    } catch (error) {
      services.logger.error('Unsubscribe failed', error);
      res.status(500).type('text/plain').send('OPERATION_NOT_SUCCEEDED');
    }
  };
  router.get('/unsubscribe/:token', handle(false));
  router.post('/unsubscribe/:token', handle(true));
  return router;
}

function describe(link: UnsubscribeLink, language: Language): string {
  return 'kind' in link.target ? (lookup(`profileSettings.notify.${link.target.kind}`, language) ?? link.target.kind) : '';
}

function sendPage(res: Response, status: number, language: Language, content: (t: (typeof MAIL_TEXTS)[Language]) => string): void {
  const t = MAIL_TEXTS[language];
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .set('Referrer-Policy', 'no-referrer')
    .type('html')
    .send(
      [
        '<!DOCTYPE html>',
        `<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`,
        `<title>${escapeHtml(t.page.title)} · Lepke</title>`,
        '<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1f2a21;line-height:1.5}h1{color:#2f6b3a;font-size:1.4rem}button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:6px;background:#2f6b3a;color:#fff;cursor:pointer}a{color:#2f6b3a}</style>',
        `</head><body><main><h1>${escapeHtml(t.page.title)}</h1>${content(t)}<p><a href="/profile/settings/">${escapeHtml(t.page.settingsLink)}</a></p></main></body></html>`,
      ].join(''),
    );
}
