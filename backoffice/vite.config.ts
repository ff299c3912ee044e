/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The API serves the built app at /backoffice (from backoffice/dist); in development
 * `npm run dev -w backoffice` proxies /api to a locally running API on port 3000.
 */
export default defineConfig({
  base: '/backoffice/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  test: { environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
});
