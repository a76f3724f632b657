import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';
import { precompress } from './codegen/precompress.ts';
import { preloadHomeQuery } from './codegen/preload-home-query.ts';
import packageJson from './package.json' with { type: 'json' };
import { pwa } from './web/pwa/vite-plugin.ts';

const fromRoot = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const serverPort = Number(process.env.PORT ?? 3000);
const ownCode = [fromRoot('web/'), fromRoot('domain/')];

/**
 * Our modules have no side effects but their styles: a module the first load reaches only through
 * a barrel (web/ui/index.ts) and does not use stays out of it, its styles with it.
 */
const ownModuleSideEffects = (id: string): boolean | undefined => (ownCode.some((dir) => id.startsWith(dir)) ? /\.css($|\?)/.test(id) : undefined);

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // .vite/manifest.json: codegen/bundle-budget.ts reads the first load from it
    manifest: true,
    rolldownOptions: {
      input: { main: fromRoot('web/index.html'), graphiql: fromRoot('web/graphiql/index.html') },
      treeshake: { moduleSideEffects: ownModuleSideEffects },
    },
  },
  resolve: { alias: { '@domain': fromRoot('domain') } },
  plugins: [react(), relay, preloadHomeQuery(), pwa(), precompress()],
  define: { __APP_VERSION__: JSON.stringify(packageJson.version) },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: `http://127.0.0.1:${serverPort}`, ws: true },
      '/api': `http://127.0.0.1:${serverPort}`,
      '/asspUND.al': `http://127.0.0.1:${serverPort}`,
      '/social_init': `http://127.0.0.1:${serverPort}`,
      '/oauth.al': `http://127.0.0.1:${serverPort}`,
    },
  },
});
