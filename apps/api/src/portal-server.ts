import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { serverTimeoutOptions } from './boot/server-timeouts';
import type { Config } from './config';
import { VIA_PORTAL_PORT } from './plugins/portal';

/**
 * The portal's own port: a second HTTP server in this process handing every request to the same
 * Fastify app, marked so the portal's routes answer it (plugins/portal.ts). Same timeouts as the
 * main server. Null when PORTAL_PORT is off (production serves the portal by host name instead).
 */
export async function listenPortal(app: FastifyInstance, config: Config): Promise<Server | null> {
  if (config.PORTAL_PORT === null) return null;
  const timeouts = serverTimeoutOptions(config);
  const server = createServer(
    {
      headersTimeout: timeouts.http.headersTimeout,
      requestTimeout: timeouts.http.requestTimeout,
      connectionsCheckingInterval: timeouts.http.connectionsCheckingInterval,
      keepAliveTimeout: timeouts.keepAliveTimeout,
    },
    (req: IncomingMessage, res) => {
      (req as unknown as Record<symbol, boolean>)[VIA_PORTAL_PORT] = true;
      app.routing(req, res);
    },
  );
  server.timeout = timeouts.connectionTimeout;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORTAL_PORT ?? 0, config.HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

export const portalPortOf = (server: Server | null) => {
  const address = server?.address();
  return address && typeof address === 'object' ? address.port : null;
};
