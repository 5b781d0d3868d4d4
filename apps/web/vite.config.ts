import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

import { SERVER_PATHS } from './src/app/sw/server-paths';
import { lightImports } from './vite/light-imports';
import { prerenderPages } from './vite/prerender-pages';

// The public pages' entry is built on its own with Preact, and registers the same service
// worker: it asks this PWA plugin for the registration module.
const prerender = prerenderPages(() => pwa);

const pwa = VitePWA({
  // The app registers the worker itself (src/app/sw/PwaToast.tsx) and asks before updating.
  registerType: 'prompt',
  injectRegister: false,
  strategies: 'generateSW',
  filename: 'sw.js',
  scope: '/',
  base: '/',
  includeAssets: ['favicon.svg', 'icons/*.svg', 'icons/*.png'],
  manifest: {
    id: '/',
    name: 'Larder',
    short_name: 'Larder',
    description:
      'Food costing, recipes, nutrition labels and kitchen operations for restaurants and caterers. Works offline.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#087f5b',
    // PNGs for phones and tablets (drawn from the SVGs by scripts/make-icons.ts), the SVGs
    // for everything that scales.
    icons: [
      { src: '/icons/larder-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/larder-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/larder-maskable-192.png',
        sizes: '192x192',
        type: 'image/png',
        purpose: 'maskable',
      },
      {
        src: '/icons/larder-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
      { src: '/icons/larder.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      {
        src: '/icons/larder-maskable.svg',
        sizes: 'any',
        type: 'image/svg+xml',
        purpose: 'maskable',
      },
    ],
    // What Chromium's install dialog shows: the sample venue's dashboard on a phone and on
    // a desktop, photographed from the built app by e2e/scripts/make-screenshots.ts.
    screenshots: [
      {
        src: '/screenshots/dashboard-narrow.png',
        sizes: '720x1480',
        type: 'image/png',
        form_factor: 'narrow',
        label: 'The dashboard of a venue: counts, what to fix, wastage and recipe costs',
      },
      {
        src: '/screenshots/dashboard-wide.png',
        sizes: '1280x800',
        type: 'image/png',
        form_factor: 'wide',
        label: 'The dashboard with recipe costs moved by price changes and menu food costs',
      },
    ],
  },
  workbox: {
    // WebP: the sample venue's ingredient pictures (public/sample-images), a few KB in all.
    globPatterns: ['**/*.{js,css,html,svg,png,webp,ico,webmanifest}'],
    // The install screenshots are for the install dialog only, never needed offline.
    globIgnores: ['**/node_modules/**/*', 'screenshots/**'],
    // The bundled USDA food database (about 2.4 MB) is precached like the rest of the
    // app: nutrition search works offline and nothing is fetched at run time.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    // The prerendered public pages under their own addresses (the rest: the app).
    manifestTransforms: [async (entries) => ({ manifest: prerender.api.precacheEntries(entries) })],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [...SERVER_PATHS],
    cleanupOutdatedCaches: true,
    // Installed for the first time, the worker takes charge of the open page at once: the
    // screens are modules fetched when first opened, and from then on they come from the
    // precache, so a screen not opened yet still opens offline. An update still waits for
    // the user (registerType 'prompt').
    clientsClaim: true,
    // The API is never cached: always go to the network.
    runtimeCaching: [
      {
        // Written out: the function is copied into the service worker as text.
        urlPattern: ({ url }) => /^\/(api|oidc|auth)\//.test(url.pathname),
        handler: 'NetworkOnly',
      },
    ],
  },
  devOptions: { enabled: false },
});

export default defineConfig({
  plugins: [
    react(),
    lightImports(),
    prerender,
    pwa,
    // A brotli and a gzip copy beside every text file; the server sends the one the browser
    // accepts as it is (apps/server/src/plugins/web-app.ts). A copy no smaller is not written.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|xml|txt|css|js|mjs|json|svg|webmanifest)$/,
      logLevel: 'silent',
    }),
  ],
  // Module workers, so the nutrition worker loads its food database as a chunk of its own
  // on the first call instead of at start.
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // The app (index.html); the public pages' entry is built by the prerender plugin.
      input: { index: 'index.html' },
      output: {
        // React changes less often than the app: its chunk stays cached across releases.
        // Mantine is not grouped: each page loads only the components it draws.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/oidc': 'http://localhost:8080',
    },
  },
});
