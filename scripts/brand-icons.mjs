// @ts-check
// Makes each brand's app icons (issue #45: the installed app is the brand's) from its favicon,
// apps/web/public/brands/<brand>/favicon.svg: icon-192.png and icon-512.png as drawn, and
// icon-maskable-512.png, the drawing within the central 70 % of a square of the brand's colour,
// so that a phone's round or squircle mask never cuts it (the safe zone is the central 80 %).
// sharp renders the same SVG to the same PNG: run it again after a favicon changes, and commit.
// Run: npm run brand:icons
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharp } from './sharp.mjs';
import { BRANDS } from '../packages/domain/dist/brands.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const brands = path.join(root, 'apps/web/public/brands');

/** The favicon drawn `size` pixels wide (its viewBox is square). */
const drawn = (favicon, size) =>
  sharp(favicon, { density: Math.ceil((72 * size) / 32) })
    .resize(size, size)
    .png();

for (const theme of Object.values(BRANDS)) {
  const folder = path.join(brands, theme.name);
  const favicon = path.join(folder, 'favicon.svg');
  for (const size of [192, 512]) {
    await drawn(favicon, size).toFile(path.join(folder, `icon-${size}.png`));
  }
  const inner = Math.round(512 * 0.7);
  await sharp({
    create: { width: 512, height: 512, channels: 4, background: theme.primary },
  })
    .composite([{ input: await drawn(favicon, inner).toBuffer(), gravity: 'centre' }])
    .png()
    .toFile(path.join(folder, 'icon-maskable-512.png'));
  console.log(`${theme.name}: icon-192.png, icon-512.png, icon-maskable-512.png`);
}
