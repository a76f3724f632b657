import { startApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

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
