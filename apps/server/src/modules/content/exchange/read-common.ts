import { htmlParts } from './html-text.js';
import type { PortablePicture } from './portable.js';

// What reading a Moodle XML file and a GIFT file have in common: the bytes must be UTF-8, and a
// question's HTML texts give our statement, second part, picture, explanation and reference.

/** A file of every format is read as UTF-8, its BOM dropped; anything else is refused. */
export function decodeUtf8(bytes: Buffer): { text: string } | { problem: string } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { text: text.replace(/^\uFEFF/, '') };
  } catch {
    return {
      problem:
        'encodage\u202f: le fichier n’est pas en UTF-8. Enregistrez-le en UTF-8 (Moodle exporte ainsi) puis relancez.',
    };
  }
}

/** The line of an offset in a text, from 1. */
export const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** A picture named by a text, found in the file (Moodle) or beside it (GIFT), or why not. */
export type PictureSource = (src: string) => Omit<PortablePicture, 'alt'> | { refusal: string };

export interface QuestionTexts {
  statement: string;
  statementSecond?: string;
  explanation: string;
  reference?: string;
  picture?: PortablePicture;
  notes: string[];
  refusals: string[];
}

/** Our fields out of a question's text and general feedback, both HTML. */
export function questionTexts(
  statementHtml: string,
  feedbackHtml: string,
  pictureOf: PictureSource,
): QuestionTexts {
  const stem = htmlParts(statementHtml);
  const feedback = htmlParts(feedbackHtml);
  const notes: string[] = [];
  const refusals: string[] = [];
  const dropped = [...new Set([...stem.dropped, ...feedback.dropped])];
  if (dropped.length > 0)
    notes.push(`mise en forme retirée (${dropped.map((tag) => `<${tag}>`).join(', ')})`);
  if (feedback.images.length > 0) notes.push('image de la correction non reprise');
  let picture: PortablePicture | undefined;
  if (stem.images.length > 1)
    refusals.push(`${stem.images.length} images dans l’énoncé\u202f: une seule par question`);
  const [image] = stem.images;
  if (image && stem.images.length === 1) {
    const found = pictureOf(image.src);
    if ('refusal' in found) refusals.push(found.refusal);
    else picture = { ...found, alt: image.alt };
  }
  return {
    statement: stem.paragraphs.join('\n'),
    ...(stem.second ? { statementSecond: stem.second } : {}),
    explanation: feedback.paragraphs.join('\n'),
    ...(feedback.reference ? { reference: feedback.reference } : {}),
    ...(picture ? { picture } : {}),
    notes,
    refusals,
  };
}

/** A short answer's answers worth part of the mark: ours is right or wrong, so they go. */
export const partialAnswersNote = (count: number) =>
  count > 0 ? [`réponse courte\u202f: ${count} réponse(s) à une partie des points retirée(s)`] : [];
