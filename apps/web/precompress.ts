import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg)$/;
const MIN_BYTES = 1024;

/**
 * Writes a Brotli and a gzip copy next to each text file of the build, once, at the best
 * level: the server sends them as they are (`@fastify/static` `preCompressed`), so no request
 * pays for compression and a phone downloads the 130 KB of the dashboard, not 430 KB
 * (bench/README.md, Lighthouse).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'prepacode-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      for (const file of files.filter((name) => COMPRESSIBLE.test(name))) {
        const full = path.join(outDir, file);
        // The central site's build runs second into the same folder: what the first wrote is
        // compressed already.
        if (existsSync(`${full}.br`) && statSync(`${full}.br`).mtimeMs >= statSync(full).mtimeMs) {
          continue;
        }
        const data = readFileSync(full);
        if (data.length < MIN_BYTES) continue;
        writeFileSync(
          `${full}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}
