/** The app's version from package.json, fixed at build time by `define` in vite.config.ts. */
declare const __APP_VERSION__: string;
