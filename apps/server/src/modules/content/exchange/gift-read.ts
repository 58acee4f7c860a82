import { NUMERIC_NATURES, type NumericNature } from '@prepacode/domain/numeric-natures';
import { parse, type GIFTQuestion, type TextFormat } from 'gift-pegjs';
import path from 'node:path';
import { htmlParts } from './html-text.js';
import { categoryNames, type PortableKind, type ReadFile } from './portable.js';
import {
  decodeUtf8,
  lineAt,
  partialAnswersNote,
  questionTexts,
  type PictureSource,
} from './read-common.js';

// GIFT read with gift-pegjs (a PEG grammar of Moodle's GIFT, kept on npm), which unescapes
// ~ = # { } : itself. GIFT has no pictures: an [html] text links to one, read from beside the
// file, never from outside its folder.

const NOT_CARRIED: Partial<Record<GIFTQuestion['type'], string>> = {
  Essay: 'rédaction',
  Matching: 'appariement',
  Description: 'description sans question',
};

/** A text's words, whatever its format. */
const words = (text: TextFormat | null | undefined) =>
  text
    ? text.format === 'html'
      ? htmlParts(text.text).paragraphs.join(' ')
      : text.text.trim()
    : '';

/** A text as HTML, which is what our texts' reader takes. */
const asHtml = (text: TextFormat | null | undefined) =>
  !text
    ? ''
    : text.format === 'html'
      ? text.text
      : text.text.replace(/[&<>]/g, (sign) => `&#${sign.charCodeAt(0)};`);

/** Pictures linked by a relative address, read under the file's folder. */
function besideFile(
  folder: string | undefined,
  readPicture: (file: string) => Buffer | undefined,
): PictureSource {
  return (src) => {
    const relative = decodeURIComponent(src);
    if (folder === undefined || /^[a-z]+:|^\/|(^|\/)\.\.(\/|$)/i.test(relative))
      return { refusal: `image hors du dossier du fichier (${src.slice(0, 60)})` };
    const bytes = readPicture(path.join(folder, relative));
    return bytes
      ? { name: path.basename(relative), bytes }
      : { refusal: `image ${relative} introuvable à côté du fichier` };
  };
}

/** A short answer's worth in per cent: « =a » is the whole mark, « =%50%a » half of it. */
const shortWeight = (choice: { isCorrect?: boolean; weight?: number | null }) =>
  choice.weight ?? (choice.isCorrect ? 100 : 0);

function kindOf(question: GIFTQuestion): PortableKind | string {
  switch (question.type) {
    case 'MC': {
      const single = question.choices.some((choice) => choice.isCorrect);
      const answers = question.choices.map((choice) => ({
        text: words(choice.text),
        fraction: choice.isCorrect ? 100 : (choice.weight ?? 0),
      }));
      return { kind: 'choix', single, answers };
    }
    case 'TF':
      return { kind: 'vrai_faux', truth: question.isTrue };
    case 'Numerical': {
      const choice = Array.isArray(question.choices)
        ? question.choices.find((one) => one.isCorrect || (one.weight ?? 0) === 100)?.text
        : question.choices;
      const nature = (question.tags ?? [])
        .find((tag) => tag.startsWith('nature:'))
        ?.slice('nature:'.length);
      if (!choice) return 'numérique sans bonne réponse';
      const [value, tolerance] =
        choice.type === 'high-low'
          ? [
              ((choice.numberHigh ?? 0) + (choice.numberLow ?? 0)) / 2,
              ((choice.numberHigh ?? 0) - (choice.numberLow ?? 0)) / 2,
            ]
          : [choice.number ?? Number.NaN, choice.range ?? 0];
      return {
        kind: 'numerique',
        value,
        tolerance,
        ...(nature && (NUMERIC_NATURES as readonly string[]).includes(nature)
          ? { nature: nature as NumericNature }
          : {}),
      };
    }
    case 'Short':
      // Only answers worth the whole mark are accepted; partial ones are said in the notes.
      return {
        kind: 'texte',
        answers: question.choices
          .filter((one) => shortWeight(one) === 100)
          .map((one) => words(one.text)),
      };
    default:
      return NOT_CARRIED[question.type] ?? `inconnu (${question.type})`;
  }
}

/** The offset each question's block starts at: after a blank line, not a comment or category. */
function blockStarts(text: string): number[] {
  const starts: number[] = [];
  let fresh = true;
  let offset = 0;
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '') fresh = true;
    else if (fresh && !trimmed.startsWith('//') && !trimmed.startsWith('$CATEGORY')) {
      starts.push(offset);
      fresh = false;
    }
    offset += line.length + 1;
  }
  return starts;
}

/**
 * A GIFT file read into portable questions. `folder` is where the file lies: its links to
 * pictures are read from there by `readPicture`, which answers undefined for no such file.
 */
export function readGift(
  bytes: Buffer,
  folder: string | undefined,
  readPicture: (file: string) => Buffer | undefined,
): ReadFile {
  const read: ReadFile = { questions: [], notCarried: [], problems: [] };
  const decoded = decodeUtf8(bytes);
  if ('problem' in decoded) return { ...read, problems: [decoded.problem] };
  const text = decoded.text.replace(/\r\n?/g, '\n');
  let parsed: GIFTQuestion[];
  try {
    parsed = parse(text);
  } catch (error) {
    const where = (error as { location?: { start?: { line?: number } } }).location?.start?.line;
    const message = error instanceof Error ? error.message : String(error);
    return {
      ...read,
      problems: [`GIFT invalide${where ? ` ligne ${where}` : ''}\u202f: ${message}`],
    };
  }
  const starts = blockStarts(text);
  const pictureOf = besideFile(folder, readPicture);
  let category: string[] = [];
  let index = 0;
  for (const question of parsed) {
    if (question.type === 'Category') {
      category = categoryNames(question.title);
      continue;
    }
    const start = starts[index];
    index += 1;
    const line = start === undefined ? undefined : lineAt(text, start);
    const name = question.title?.trim() || `question ${index}`;
    const kind = kindOf(question);
    if (typeof kind === 'string') {
      read.notCarried.push({ name, line, reason: `type ${kind} non repris` });
      continue;
    }
    const texts = questionTexts(
      asHtml(question.stem),
      asHtml('globalFeedback' in question ? question.globalFeedback : null),
      pictureOf,
    );
    if (question.type === 'Short') {
      const weights = question.choices.map(shortWeight);
      texts.notes.push(...partialAnswersNote(weights.filter((w) => w > 0 && w < 100).length));
    }
    read.questions.push({ ...texts, ...kind, name, category, line });
  }
  return read;
}
