// Libraries (graphql-js among them) choose their slower development checks when they are loaded,
// so the default must be in place before anything else is imported.
process.env.NODE_ENV ??= 'production';

const { startApp } = await import('./app.ts');
const { ConfigError, loadConfig } = await import('./config.ts');

try {
  const config = loadConfig();
  const app = await startApp(config);
  console.log(`Lepke is listening on ${app.url} (${config.database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`);
  const shutdown = (signal: string) => {
    console.log(`${signal}: shutting down`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

export {};
