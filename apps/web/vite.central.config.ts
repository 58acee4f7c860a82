import { defineConfig } from 'vite';
import { common } from './vite.config';

// The central site's build (sign-on pages and school space, served under /central): into the
// same folder as the app's, after it, with its own manifest. Its chunks are its own: nothing it
// loads runs the learner app (vite.config.ts, ADR 0015).
export default defineConfig({
  ...common,
  build: {
    ...common.build,
    emptyOutDir: false,
    manifest: '.vite/central-manifest.json',
    rolldownOptions: { input: { central: 'central.html' } },
  },
});
