import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from '../config';
import { requestLogSerializer } from '../lib/log/log-redaction';
import { logDestination } from './log-destination';

/** `LOG_FORMAT=auto` is readable text on a terminal outside production, JSON everywhere else. */
export function logFormat(
  config: Pick<Config, 'LOG_FORMAT' | 'NODE_ENV'>,
  stdoutIsTty = Boolean(process.stdout.isTTY),
): 'json' | 'pretty' {
  if (config.LOG_FORMAT !== 'auto') return config.LOG_FORMAT;
  return stdoutIsTty && config.NODE_ENV !== 'production' ? 'pretty' : 'json';
}

interface LogLine {
  msg?: unknown;
  route?: unknown;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/** A request's completion line reads `GET /api/requests/list?page=2 200 12.3 ms` on a terminal. */
function prettyMessage(log: Record<string, unknown>, messageKey: string): string {
  const line = log as LogLine;
  if (typeof line.route === 'string' && line.req && line.res) {
    return `${line.req.method} ${line.req.url} ${line.res.statusCode} ${line.responseTime} ms`;
  }
  return String(log[messageKey] ?? '');
}

/** pino-pretty for a person at a terminal: one coloured line per log line (tests pass a destination). */
export function prettyLogStream(destination?: NodeJS.WritableStream, colorize = true) {
  return pretty({
    sync: true,
    colorize,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,req,res,route,responseTime',
    messageFormat: prettyMessage,
    ...(destination ? { destination } : {}),
  });
}

/**
 * The server's pino settings: one JSON object per line (every line of a request carries its
 * `reqId`), with tokens, cookies and query secrets redacted. A person watching the demo in a
 * terminal gets the same lines through pino-pretty instead (same redactions, in the main thread:
 * no worker to start or bundle).
 */
export function loggerOptions(
  config: Pick<Config, 'LOG_FORMAT' | 'LOG_LEVEL' | 'NODE_ENV'>,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  const format = logFormat(config);
  return {
    level: config.LOG_LEVEL,
    // Tokens, passwords and cookies never reach the logs.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    // …nor do secrets in query strings (a provider's return ?token=, codes, passwords).
    serializers: { req: requestLogSerializer },
    // Never pino's default destination: see log-destination.ts for why a line must not block.
    stream: stream ?? (format === 'pretty' ? prettyLogStream(logDestination()) : logDestination()),
  };
}
