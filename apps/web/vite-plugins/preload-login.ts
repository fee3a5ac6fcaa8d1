import type { Plugin } from 'vite';

/**
 * Adds <link rel="modulepreload"> for the sign-in page's chunk (and its CSS) to index.html, so it
 * downloads alongside the entry instead of after the router has started — the sign-in form is the
 * first thing most visits show.
 */
export function preloadLoginPlugin(modulePath = 'src/features/auth/pages/login-page.tsx'): Plugin {
  return {
    name: 'visadesk-preload-login',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(modulePath),
        );
        if (chunk?.type !== 'chunk') return [];
        const css = [...(chunk.viteMetadata?.importedCss ?? [])];
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
          ...css.map((href) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: '', href: `/${href}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
