// Build-time only: the Vite plugins that turn the app into a PWA (used by vite.config.ts).
import type { Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { filesOnlyUsedByEntry } from './entry-only-files.ts';

const manifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Lepke',
  short_name: 'Lepke',
  description: 'Nappali és éjjeli lepkék megfigyelése és közösség',
  lang: 'hu',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: '#2f6b3a',
  background_color: '#f6f4ee',
  categories: ['education', 'lifestyle', 'social'],
  icons: [
    { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
    { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
    { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
  ],
};

/** Served by the Express server itself, never by the single-page app. */
const SERVER_PATHS = [/\/feed\.atom$/, /^\/graphql/, /^\/api\//, /^\/graphiql/, /^\/asspUND\.al/, /^\/media\//, /^\/social_init/, /^\/oauth\.al/];

/** The build input (see vite.config.ts) of GraphiQL, a developer tool that only works online. */
const GRAPHIQL_ENTRY = 'graphiql';

export function pwa(): Plugin[] {
  // Filled in by generateBundle, read when the service worker is generated after the bundle is written.
  let graphiqlOnlyFiles = new Set<string>();
  const findGraphiqlOnlyFiles: Plugin = {
    name: 'lepke:graphiql-only-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      graphiqlOnlyFiles = filesOnlyUsedByEntry(bundle, GRAPHIQL_ENTRY);
    },
  };

  return [
    findGraphiqlOnlyFiles,
    ...VitePWA({
      // The new worker waits until checkFrontendVersion() activates it and reloads; with
      // autoUpdate it would also reload the page by itself, possibly in the middle of a form.
      registerType: 'prompt',
      // web/pwa/register.ts registers it; an inline script would also break the server's CSP.
      injectRegister: false,
      devOptions: { enabled: false },
      manifest,
      // The glob below already finds the icons in web/public.
      includeManifestIcons: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,ico,png,svg,webp,woff2}'],
        globIgnores: ['graphiql/**'],
        // Every user downloads the precache, so it holds the app shell only.
        manifestTransforms: [(entries) => Promise.resolve({ manifest: entries.filter((entry) => !graphiqlOnlyFiles.has(entry.url)) })],
        // Web push: the push and notificationclick handlers (web/public/push-sw.js, features/push).
        importScripts: ['/push-sw.js'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: SERVER_PATHS,
        runtimeCaching: [
          {
            // The observation map's built-in country outlines (world-atlas, content-hashed): kept once
            // fetched, so the map stays readable offline, but not in every user's precache.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/assets\/countries-\d+m-[\w-]+\.json$/.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: 'lepke-map-outlines', expiration: { maxEntries: 4 } },
          },
          {
            // POSTs are never routed by Workbox, so they reach the network untouched anyway.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && (url.pathname.startsWith('/graphql') || url.pathname.startsWith('/api/')),
            handler: 'NetworkOnly',
          },
        ],
      },
    }),
  ];
}
