import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

const domainSource = fileURLToPath(new URL('../../packages/domain/src/', import.meta.url));

// One build for every brand and environment: nothing brand- or backend-specific is decided here
// (architecture brief, "The pieces").
export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: [{ find: /^@prepacode\/domain\/(.*)$/, replacement: `${domainSource}$1.ts` }],
  },
  build: {
    // bench/bundle-size.mjs reads the manifest to weigh what the first route loads.
    manifest: true,
    // Two entries: the learner app, and the central sign-on pages served under /central.
    rollupOptions: { input: { app: 'index.html', central: 'central.html' } },
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/central': 'http://localhost:8080',
      '/media': 'http://localhost:8080',
    },
  },
});
