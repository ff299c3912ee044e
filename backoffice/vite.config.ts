/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/**
 * The API's contract module and @bcu/client run nothing on import: what a screen does not use of them is dropped,
 * so the login page ships only the contract parts it imports (not every schema behind the barrel index).
 */
const FREE_OF_SIDE_EFFECTS = /api[\\/]src[\\/]contracts[\\/]|client[\\/]src[\\/]/;

/**
 * The API serves the built app at /backoffice (from backoffice/dist); in development
 * `npm run dev -w backoffice` proxies /api to a locally running API on port 3000. The build also writes each file
 * brotli- and gzip-compressed beside it (`.br`, `.gz`), which the API sends to browsers that accept them.
 */
export default defineConfig({
  base: '/backoffice/',
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 0 })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // calls through zod's `z` only build values: one whose result is unused is dropped
      treeshake: { moduleSideEffects: (id) => !FREE_OF_SIDE_EFFECTS.test(id), manualPureFunctions: ['z'] },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  test: { environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
});
