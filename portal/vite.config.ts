import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const contracts = fileURLToPath(new URL('../api/src/contracts/index.ts', import.meta.url));

/**
 * The portal is served by the API at `/` (DESIGN §1); in development Vite proxies `/api` to it.
 * Routes are lazy (one chunk per page, see src/routes.tsx); the vendor groups below keep the
 * big libraries in stable, separately cached chunks.
 */
export default defineConfig({
  base: '/',
  plugins: [react()],
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
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            // Vite's preload helper, used by every lazy import: kept out of whichever group would capture it
            { name: 'preload', test: /vite[\\/]preload-helper/, priority: 40 },
            {
              name: 'antd',
              test: /node_modules[\\/](antd|@ant-design(?![\\/](charts|plots|graphs|charts-util)[\\/])|rc-[^\\/]+|@rc-component)[\\/]/,
              priority: 20,
            },
            { name: 'refine', test: /node_modules[\\/](@refinedev|@tanstack)[\\/]/, priority: 15 },
            { name: 'altcha', test: /node_modules[\\/]altcha[\\/]/, priority: 15 },
            {
              name: 'contracts',
              test: /(api[\\/]src[\\/]contracts|node_modules[\\/](zod|countries-list))[\\/]/,
              priority: 10,
            },
            // @ant-design/charts with @antv (~1.5 MB): last, so helpers it shares with the groups above stay there,
            // and only the dashboard's lazy charts (impact-charts.tsx) load it
            {
              name: 'charts',
              test: /node_modules[\\/](@ant-design[\\/](charts|plots|graphs|charts-util)|@antv)[\\/]/,
              priority: 5,
            },
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
