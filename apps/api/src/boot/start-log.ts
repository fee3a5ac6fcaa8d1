import { pino } from 'pino';
import type { Config } from '../config';
import { logFormat } from './logger';

/** What server.ts says outside any request: starting, the first admin, warnings, refusing to start. */
export interface StartLog {
  format: 'json' | 'pretty';
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/**
 * With the json log format (production, or output that is not a terminal) these are pino JSON
 * lines like the request logs, so a log collector can parse every line of a start; on a terminal
 * they stay plain text. Written whatever LOG_LEVEL says, as they always were: an operator needs
 * them. Synchronous, so a line written just before `process.exit` is not lost.
 */
export function startLog(config: Pick<Config, 'LOG_FORMAT' | 'NODE_ENV'>): StartLog {
  const format = logFormat(config);
  if (format === 'pretty') {
    return {
      format,
      info: (message) => console.log(message),
      warn: (message) => console.warn(message),
      error: (message) => console.error(message),
    };
  }
  const logger = pino({ level: 'info' }, pino.destination({ dest: 1, sync: true }));
  return {
    format,
    info: (message) => logger.info(message),
    warn: (message) => logger.warn(message),
    error: (message) => logger.error(message),
  };
}

/** Before the settings are read (they may be what is wrong): the format from the raw environment. */
export function startLogFromEnv(env: NodeJS.ProcessEnv = process.env): StartLog {
  const formats = ['auto', 'json', 'pretty'] as const;
  return startLog({
    LOG_FORMAT: formats.find((f) => f === env.LOG_FORMAT) ?? 'auto',
    NODE_ENV: env.NODE_ENV === 'production' ? 'production' : 'development',
  });
}
