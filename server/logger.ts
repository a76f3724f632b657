const LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LEVELS)[number];

export interface Logger {
  error(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  info(message: string, detail?: unknown): void;
  debug(message: string, detail?: unknown): void;
}

export function createLogger(level: LogLevel): Logger {
  const enabled = (at: LogLevel) => LEVELS.indexOf(at) <= LEVELS.indexOf(level);
  const write = (at: Exclude<LogLevel, 'silent'>) => (message: string, detail?: unknown) => {
    if (!enabled(at)) return;
    const line = `${new Date().toISOString()} ${at.toUpperCase()} ${message}`;
    if (detail === undefined) console[at === 'debug' ? 'log' : at](line);
    else console[at === 'debug' ? 'log' : at](line, detail);
  };
  return { error: write('error'), warn: write('warn'), info: write('info'), debug: write('debug') };
}
