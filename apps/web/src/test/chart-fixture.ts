import type { Carte } from '@prepacode/domain/contracts/player.contract';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod/mini';
import type { Position } from '../features/player/chart-geometry';

// Test-only: the training chart as the server describes it (content/chart.ts, from the frame
// scripts/draw-training-chart.mjs draws), and real named positions from its one source of truth,
// content/banks/hauturier/carte/carte.yaml, which the bank's exercises were computed from.

const namedItems = z.array(z.object({ id: z.string(), position: z.string() }));
const coordinate = z.string();
const data = z.parse(
  z.object({
    feux: namedItems,
    balisage: namedItems,
    amers: namedItems,
    cadre: z.object({ sud: coordinate, nord: coordinate, ouest: coordinate, est: coordinate }),
  }),
  parse(
    readFileSync(
      path.join(__dirname, '../../../../content/banks/hauturier/carte/carte.yaml'),
      'utf8',
    ),
  ),
);

/** Units of the drawing per minute of latitude, and the constant ratio at 47° N. */
export const U = 38;
export const COS = Math.cos((47 * Math.PI) / 180);

export const CARTE: Carte = {
  url: '/media/hauturier/carte-entrainement.svg',
  alt: 'Carte d’entraînement, baie de Kerhel et île de Trévarn',
  largeur: 1200,
  hauteur: 900,
  cadre: {
    x0: 64,
    y0: 62,
    x1: 64 + 30 * COS * U,
    y1: 822,
    sud: 2810,
    nord: 2830,
    ouest: -195,
    est: -165,
  },
  declinaison: -2,
};

/** « 47°03,90′ N » to minutes of arc, north and east positive. */
function minutes(text: string): number {
  const match = /(\d+)°(\d+(?:,\d+)?)′\s*([NSEW])/.exec(text);
  if (!match) throw new Error(`Not a coordinate: ${text}`);
  const value = Number(match[1]) * 60 + Number(match[2]?.replace(',', '.'));
  return /[SW]/.test(match[3] ?? '') ? -value : value;
}

/** A light, mark or landmark of the chart by its id in carte.yaml. */
export function named(id: string): Position {
  const items = [...data.feux, ...data.balisage, ...data.amers];
  const text = items.find((item) => item.id === id)?.position ?? '';
  const [lat = '', lon = ''] = text.split(/(?<=[NS])\s+/);
  return { lat: minutes(lat), lon: minutes(lon) };
}

/** The frame of the data itself, to pin CARTE to it. */
export const dataFrame = () =>
  (['sud', 'nord', 'ouest', 'est'] as const).map((edge) => minutes(data.cadre[edge]));
