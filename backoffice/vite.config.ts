/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/**
 * The API serves the built app at /backoffice (from backoffice/dist); in development
 * `npm run dev -w backoffice` proxies /api to a locally running API on port 3000. The build also writes each file
 * brotli- and gzip-compressed beside it (`.br`, `.gz`), which the API sends to browsers that accept them.
 */
export default defineConfig({
  base: '/backoffice/',
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  test: { environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
});
