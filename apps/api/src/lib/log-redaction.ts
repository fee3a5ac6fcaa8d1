import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a secret: a provider's signed return token, a code, a password. */
const SENSITIVE_QUERY = new Set(['token', 'code', 'refreshtoken', 'refresh_token', 'password', 'secret']);

/**
 * Replaces the value of every sensitive query parameter with `[redacted]`, keeping the path and
 * the other parameters readable. Names match case-insensitively.
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed escape is judged by its raw spelling.
      }
      return SENSITIVE_QUERY.has(name.toLowerCase()) ? `${rawName}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

/** Fastify's own request serializer, with secrets in the query string redacted. */
export function requestLogSerializer(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    version: req.headers?.['accept-version'] as string | undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
