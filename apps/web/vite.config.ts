// NOTE: the root import-x resolver crashes on vite's package exports; external modules cannot form cycles.
import { readFileSync } from 'node:fs'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'
import { PRECACHE_CANDIDATES, shellFiles } from './src/service-worker/worker-routes'

/** Backend paths served by the reference server (apps/server) in development. */
const API_TARGET = process.env.EFIR_API_TARGET ?? 'http://localhost:8080'
const PROXIED = ['/v2', '/dev', '/docs', '/media']

/**
 * Build version: appended to locale URLs (`?v=`) so a deploy never serves stale translations.
 * NOTE: EFIR_BUILD_VERSION lets CI pin it; otherwise every build gets a fresh one.
 */
const BUILD_VERSION = process.env.EFIR_BUILD_VERSION ?? Date.now().toString(36)

/**
 * Files every page has loaded before any of its code runs: the static imports of every entry (filled in
 * as the bundle is written, before the preload lists below are). Issue 32: a lazy chunk's preload list
 * leaves them out; its other scripts and its styles stay (the styles load only through that list).
 */
const initialFiles = new Set<string>()
const initialFilesPlugin: Plugin = {
  name: 'efir:initial-files',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      const closure = (file: string, into: Set<string>): Set<string> => {
        const chunk = bundle[file]
        if (into.has(file) || chunk?.type !== 'chunk') return into
        into.add(file)
        for (const imported of chunk.imports) closure(imported, into)
        return into
      }
      const entries = Object.values(bundle).filter((c) => c.type === 'chunk' && c.isEntry)
      const closures = entries.map((entry) => closure(entry.fileName, new Set()))
      initialFiles.clear()
      for (const file of closures[0] ?? []) if (closures.every((c) => c.has(file))) initialFiles.add(file)
    },
  },
}

export default defineConfig({
  plugins: [
    react(),
    initialFilesPlugin,
    // The service worker (src/service-worker/sw.ts → /sw.js): web push and the Workbox PWA worker, which
    // precaches the shell (shellFiles) and answers an offline navigation with the offline page. The app
    // registers it itself (shared/pwa/sw-registration.ts: only on the product's own origin); the brand's
    // manifest comes from the server (/manifest.webmanifest?provider=).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: PRECACHE_CANDIDATES,
        rollupFormat: 'iife',
        // index.html is written by now: the shell is what it loads
        manifestTransforms: [
          (entries) => ({
            manifest: shellFiles(entries, readFileSync(new URL('dist/index.html', import.meta.url), 'utf8')),
            warnings: [],
          }),
        ],
      },
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
    modulePreload: {
      // every browser the client supports has modulepreload (Safari from 17; an older one loads the
      // modules as they are imported): no polyfill in the initial JavaScript (issue 32)
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => !initialFiles.has(dep)),
    },
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
              test: /node_modules[\\/](i18next|react-i18next)[\\/]/,
              priority: 20,
            },
            { name: 'radix', test: /node_modules[\\/]@radix-ui[\\/]/, priority: 10 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 10 },
            // issue 32: the app's own initial modules in one chunk, not a dozen small shared ones (each a
            // request and a little import/export glue on the cold path); the entry stays the entry
            {
              name: 'app',
              test: (id) =>
                /[\\/](apps[\\/]web[\\/]src|packages)[\\/]/.test(id) && !/[\\/]src[\\/]main\.tsx$/.test(id),
              tags: ['$initial'],
              priority: 5,
            },
          ],
        },
      },
    },
  },
})
