/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by vite-plugins/build-manifest.ts; 'dev' outside production builds. */
  readonly VITE_BUILD_ID: string;
}
