import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../domain/languages.ts';
import { webOperationText } from '../server/graphql/web-operations.ts';
import { HOME_PAGE_VARIABLES } from '../web/features/home/home-page-variables.ts';
import { LANGUAGE_STORAGE_KEY } from '../web/i18n/language-key.ts';

const OPERATION = 'HomePageQuery';

/**
 * A script that, on `/`, sends the home page's query exactly as the app would
 * (web/relay/environment.ts: same body, headers and UI language) and leaves the answer's promise
 * for it (web/relay/preloaded.ts).
 */
function preloadScript(): string {
  const body = JSON.stringify({ query: webOperationText(OPERATION), variables: HOME_PAGE_VARIABLES, operationName: OPERATION });
  const json = JSON.stringify;
  return `(function () {
  if (location.pathname !== '/') return;
  var language = null;
  try { language = localStorage.getItem(${json(LANGUAGE_STORAGE_KEY)}); } catch (e) {}
  if (${json(LANGUAGES)}.indexOf(language) < 0) language = ${json(DEFAULT_LANGUAGE)};
  window.__lepkePreloaded = {
    operation: ${json(OPERATION)},
    variables: ${json(json(HOME_PAGE_VARIABLES))},
    response: fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': language },
      body: ${json(body)}
    })
  };
})();
`;
}

/**
 * The home page's data starts with the page instead of after the app's scripts have loaded and
 * run (on a slow phone link, seconds): the built index.html loads the preload script first, async.
 */
export function preloadHomeQuery(): Plugin {
  let fileName = '';
  return {
    name: 'lepke:preload-home-query',
    apply: 'build',
    buildStart() {
      const source = preloadScript();
      fileName = `assets/preload-home-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) =>
        context.filename.endsWith('web/index.html') ? [{ tag: 'script', attrs: { async: true, src: `/${fileName}` }, injectTo: 'head-prepend' }] : [],
    },
  };
}
