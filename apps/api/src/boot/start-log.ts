import { pino } from 'pino';
import type { Config } from '../config';
import { logDestination } from './log-destination';
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
 * them. Through the request log's destination: written at once, and a line written just before
 * `process.exit` still goes out at exit (within a second), unless the reader is gone.
 */
export function startLog(config: Pick<Config, 'LOG_FORMAT' | 'NODE_ENV'>): StartLog {
  const format = logFormat(config);
  if (format === 'pretty') {
    const line = (fd: 1 | 2, message: string) => void logDestination(fd).write(`${message}\n`);
    return {
      format,
      info: (message) => line(1, message),
      warn: (message) => line(2, message),
      error: (message) => line(2, message),
    };
  }
  const logger = pino({ level: 'info' }, logDestination());
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
