import type { Carte } from '@prepacode/domain/contracts/player.contract';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseFile } from './parse-file.js';
import type { Problem } from './problem.js';

// A bank's training chart (hauturier, issue #22): what the player needs to read positions,
// bearings and distances off the drawing, taken from `carte/carte.yaml`, the data the drawing
// (scripts/draw-training-chart.mjs) and the exercises' answers are computed from.

/** The chart as a bank keeps it: `Carte` with its media file instead of a URL. */
export type BankChart = Omit<Carte, 'url'> & { file: string };

const angle = z.string().regex(/^\d{1,3}°\d{2}′ [NSEW]$/, 'de la forme 46°50′ N');

/** Only what the reader needs; the rest of carte.yaml is the drawing's. */
const chartDataSchema = z.object({
  cadre: z.object({ sud: angle, nord: angle, ouest: angle, est: angle }),
  projection: z.object({
    unites_par_mille: z.number().positive(),
    latitude_reference: z.number().min(0).max(80),
  }),
  dessin: z
    .object({
      largeur: z.number().positive(),
      hauteur: z.number().positive(),
      x0: z.number().min(0),
      y0: z.number().min(0),
    })
    .strict(),
  declinaison: z.object({ degres: z.number().min(-30).max(30) }),
});

/** « 46°50′ N » in minutes of arc, north and east positive. */
function arcMinutes(text: string): number {
  const [, degrees = '0', minutes = '0', side] = /^(\d+)°(\d+)′ ([NSEW])$/.exec(text) ?? [];
  const arc = Number(degrees) * 60 + Number(minutes);
  return side === 'S' || side === 'W' ? -arc : arc;
}

/** The chart of a bank that declares one, or undefined with a problem when its data is wrong. */
export function readChart(
  folder: string,
  relativeTo: (file: string) => string,
  declared: { fichier: string; alt: string },
  problems: Problem[],
): BankChart | undefined {
  const file = path.join(folder, 'carte', 'carte.yaml');
  if (!existsSync(file)) {
    problems.push({ file: relativeTo(file), message: 'carte.yaml manquant pour la carte' });
    return undefined;
  }
  const data = parseFile(file, relativeTo(file), chartDataSchema, problems);
  if (!data) return undefined;
  const [sud, nord, ouest, est] = [
    data.cadre.sud,
    data.cadre.nord,
    data.cadre.ouest,
    data.cadre.est,
  ].map(arcMinutes) as [number, number, number, number];
  // Constant-ratio Mercator: 1′ of latitude is `unites` units, 1′ of longitude that × cos φ.
  const unites = data.projection.unites_par_mille;
  const ratio = Math.cos((data.projection.latitude_reference * Math.PI) / 180);
  const { largeur, hauteur, x0, y0 } = data.dessin;
  return {
    file: declared.fichier,
    alt: declared.alt,
    largeur,
    hauteur,
    cadre: {
      x0,
      y0,
      x1: x0 + (est - ouest) * ratio * unites,
      y1: y0 + (nord - sud) * unites,
      sud,
      nord,
      ouest,
      est,
    },
    declinaison: data.declinaison.degres,
  };
}
