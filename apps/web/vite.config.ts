// NOTE: the root import-x resolver crashes on vite's package exports; external modules cannot form cycles.
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'

/** Backend paths served by the reference server (apps/server) in development. */
const API_TARGET = process.env.EFIR_API_TARGET ?? 'http://localhost:8080'
const PROXIED = ['/v2', '/dev', '/docs', '/media']

/**
 * Build version: appended to locale URLs (`?v=`) so a deploy never serves stale translations.
 * NOTE: EFIR_BUILD_VERSION lets CI pin it; otherwise every build gets a fresh one.
 */
const BUILD_VERSION = process.env.EFIR_BUILD_VERSION ?? Date.now().toString(36)

export default defineConfig({
  plugins: [
    react(),
    // The service worker (src/service-worker/sw.ts → /sw.js): web push today; issue 12 makes it the
    // Workbox PWA worker (a manifest, precaching the shell: set injectionPoint back to the default then).
    // The app registers it itself (shared/pwa/sw-registration.ts: only on the product's own origin).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: { injectionPoint: undefined, rollupFormat: 'iife' },
    }),
  ],
  define: { __BUILD_VERSION__: JSON.stringify(BUILD_VERSION) },
  server: {
    proxy: Object.fromEntries(PROXIED.map((path) => [path, { target: API_TARGET, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Issue 8: no public source maps. Nothing here reads them (no error tracker); an operator who needs
    // them can build with 'hidden' and upload the maps; the server refuses *.map either way.
    sourcemap: false,
    // bench/bundle-size.mjs reads it to size a route's chunks (initial JS for /channels)
    manifest: true,
    rolldownOptions: {
      output: {
        // Vendor groups cache across deploys; every page is a lazy chunk of its own (app/routes.tsx).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'router', test: /node_modules[\\/](react-router)[\\/]/, priority: 20 },
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
              priority: 20,
            },
            {
              name: 'i18n',
              test: /node_modules[\\/](i18next|react-i18next|i18next-http-backend)[\\/]/,
              priority: 20,
            },
            { name: 'radix', test: /node_modules[\\/]@radix-ui[\\/]/, priority: 10 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
})
