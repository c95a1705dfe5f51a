import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { BACKGROUND_COLOR, ICON_FILES, THEME_COLOR } from './scripts/pwa-icons.mjs';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

/**
 * The server's own paths (src/server/http/auth-guard.ts isApiPath): the dev server proxies them,
 * and the service worker never answers a navigation to them with the app shell.
 */
const SERVER_PREFIXES = ['/auth', '/product', '/media', '/box-photos', '/healthz'] as const;

/** The app icons (scripts/pwa-icons.mjs), drawn at build time, and the head tags iOS reads instead of the manifest. */
function appIcons(): Plugin {
  return {
    name: 'selvage-app-icons',
    apply: 'build',
    generateBundle() {
      for (const [fileName, draw] of Object.entries(ICON_FILES)) this.emitFile({ type: 'asset', fileName, source: draw() });
    },
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'theme-color', content: THEME_COLOR }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon-180.png' }, injectTo: 'head' },
    ],
  };
}

// The client lives in src/client; `npm run dev:client` proxies the API to a running `npm run dev`.
export default defineConfig({
  root: 'src/client',
  plugins: [
    react(),
    appIcons(),
    // Installable and instant (issue 18 item 2). Workbox precaches the built files (app shell,
    // flows, label code, icons) and answers page navigations with the cached shell. Nothing the
    // server answers per session is cached: no runtime caching at all, so every API call goes to
    // the network as before. A new version installs in the background and waits: it takes over at
    // the next open (src/client/pwa/ shows a notice, with a button to take it now).
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      // src/client/pwa/register-sw.ts registers it after the page loaded, on secure pages only.
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Selvage',
        short_name: 'Selvage',
        description: 'List second-hand sewing materials, upload them to the shop and print their labels.',
        lang: 'en-CA',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      includeManifestIcons: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: SERVER_PREFIXES.map((prefix) => new RegExp(`^${prefix}(/|$)`)),
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        clientsClaim: false,
        skipWaiting: false,
      },
    }),
  ],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // scripts/budget.mjs reads it to weigh what /login and the first label print load.
    manifest: true,
    // scripts/budget.mjs holds the limits that fail the build; this only quiets Vite's own warning.
    chunkSizeWarningLimit: 600,
  },
  server: {
    proxy: Object.fromEntries([...SERVER_PREFIXES, '/boxes'].map((prefix) => [prefix, apiTarget])),
  },
});
