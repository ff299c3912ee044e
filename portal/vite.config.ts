import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const contracts = fileURLToPath(new URL('../api/src/contracts/index.ts', import.meta.url));

/**
 * Packages whose modules run code on import that the portal relies on: stylesheets, the antd patch for React 19,
 * the captcha's custom element and the charts' registrations. Every other module under node_modules is treated as
 * free of side effects, and so is the API's contract module (declarations only), so what a page does not use is dropped even where a package does not say so (refine's antd
 * bundle otherwise keeps react-markdown, papaparse and qs alive in the first chunk).
 */
const SIDE_EFFECTS =
  /\.css$|node_modules[\\/](@ant-design[\\/](v5-patch-for-react-19|charts|plots|graphs)|@antv|altcha)[\\/]/;
const hasSideEffects = (id: string) =>
  !/node_modules[\\/]|api[\\/]src[\\/]contracts[\\/]/.test(id) || SIDE_EFFECTS.test(id);

/**
 * The portal is served by the API at `/` (DESIGN §1); in development Vite proxies `/api` to it.
 * Routes are lazy (one chunk per page, see src/routes.tsx); the vendor groups below keep the
 * big libraries in stable, separately cached chunks.
 */
export default defineConfig({
  base: '/',
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  resolve: {
    alias: { '@bcu/api/contracts': contracts },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // zod's builders only build values: a schema no page uses is dropped with the code that made it
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
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
