import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Serves `src/locales/{locale}.json` at `/_i18n/{locale}/messages.json` in dev and emits the same
 * files into the build, so the app fetches messages per locale instead of bundling every language.
 */
export function i18nMessagesPlugin(options: { dir: string; locales: readonly string[] }): Plugin {
  const fileFor = (locale: string) => resolve(options.dir, `${locale}.json`);
  // Re-serialise so a malformed source file fails the build instead of shipping.
  const read = (locale: string) => JSON.stringify(JSON.parse(readFileSync(fileFor(locale), 'utf8')));

  return {
    name: 'visadesk:i18n-messages',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/_i18n\/([a-z]{2})\/messages\.json(?:\?.*)?$/.exec(req.url ?? '');
        const locale = match?.[1];
        if (!locale || !options.locales.includes(locale)) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(read(locale));
      });
    },
    generateBundle() {
      for (const locale of options.locales) {
        this.addWatchFile(fileFor(locale));
        this.emitFile({ type: 'asset', fileName: `_i18n/${locale}/messages.json`, source: read(locale) });
      }
    },
  };
}
