// @ts-check
// sharp is the server's dependency (its media renditions): the scripts that draw pictures load
// it from there, not installed twice.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server/');

export const sharp = createRequire(path.join(server, 'package.json'))('sharp');
