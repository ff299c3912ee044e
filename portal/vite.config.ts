import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const contracts = fileURLToPath(new URL('../api/src/contracts/index.ts', import.meta.url));
/** Refine's `qs` is served by qs-esm (see src/providers/qs-for-refine.ts). */
const qs = fileURLToPath(new URL('./src/providers/qs-for-refine.ts', import.meta.url));

/**
 * Packages whose modules run code on import that the portal relies on: stylesheets, the antd patch for React 19,
 * the captcha's custom element and the charts' registrations. Every other module under node_modules is treated as
 * free of side effects, and so are the API's contract module and @bcu/client (nothing runs on import): what a page
 * does not use is dropped even where a package does not say so (refine's antd bundle otherwise keeps react-markdown
 * and papaparse alive in the first chunk). See docs/performance.md.
 */
const SIDE_EFFECTS =
  /\.css$|node_modules[\\/](@ant-design[\\/](v5-patch-for-react-19|charts|plots|graphs)|@antv|altcha)[\\/]/;
const hasSideEffects = (id: string) =>
  !/node_modules[\\/]|api[\\/]src[\\/]contracts[\\/]|client[\\/]src[\\/]/.test(id) || SIDE_EFFECTS.test(id);

/**
 * The portal is served by the API at `/` (DESIGN §1); in development Vite proxies `/api` to it.
 * Routes are lazy (one chunk per page, see src/App.tsx) and antd's components land in the chunks of the pages that
 * use them (no hand-made antd/refine vendor chunk). The build writes every file brotli- and gzip-compressed beside it
 * (`.br`, `.gz`) — small files too, as every request counts — which the API sends to browsers that accept them.
 */
export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  plugins: [react(), !isSsrBuild && compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 0 })],
  resolve: {
    alias: [
      { find: '@bcu/api/contracts', replacement: contracts },
      { find: /^qs$/, replacement: qs },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // the chunks each page imports, read by scripts/prerender.mjs (which removes the manifest once read)
    manifest: !isSsrBuild,
    // the prerender build bundles every dependency for Node (the charts among them): its chunks are never sent
    chunkSizeWarningLimit: isSsrBuild ? 4000 : 1200,
    rolldownOptions: {
      // calls through zod's `z` only build values: one whose result is unused is dropped
      treeshake: { moduleSideEffects: hasSideEffects, manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            // Vite's preload helper, used by every lazy import: kept out of whichever group would capture it
            { name: 'preload', test: /vite[\\/]preload-helper/, priority: 40 },
          ],
        },
      },
    },
  },
  // the prerender build (`vite build --ssr`, run by Node at build time only) carries its dependencies inside: antd's
  // and Refine's ES modules are bundled as for the browser rather than resolved by Node
  ssr: { noExternal: true },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
}));
