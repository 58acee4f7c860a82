import { NUMERIC_NATURES, type NumericNature } from '@prepacode/domain/numeric-natures';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { htmlParts } from './html-text.js';
import {
  categoryNames,
  type PortableAnswer,
  type PortableKind,
  type ReadFile,
} from './portable.js';
import {
  decodeUtf8,
  lineAt,
  partialAnswersNote,
  questionTexts,
  type PictureSource,
} from './read-common.js';

// Moodle XML read with fast-xml-parser, after what a quiz file never needs is refused: another
// encoding than UTF-8, and any DOCTYPE (the door to external entities and entity bombs: Moodle
// writes none, so refusing it loses nothing).

interface TextNode {
  text?: unknown;
  format?: string;
  file?: { name?: string; encoding?: string; '#text'?: unknown }[];
}
interface XmlAnswer extends TextNode {
  fraction?: string;
  tolerance?: unknown;
}
interface XmlQuestion {
  type?: string;
  name?: TextNode;
  category?: TextNode;
  questiontext?: TextNode;
  generalfeedback?: TextNode;
  single?: unknown;
  usecase?: unknown;
  answer?: XmlAnswer[];
  tags?: { tag?: TextNode[] };
}

const NOT_CARRIED: Record<string, string> = {
  essay: 'rédaction',
  matching: 'appariement',
  multianswer: 'réponses intégrées (Cloze)',
  description: 'description sans question',
  calculated: 'calculée',
  calculatedsimple: 'calculée simple',
  calculatedmulti: 'calculée à choix multiple',
  ddwtos: 'glisser-déposer dans un texte',
  ddimageortext: 'glisser-déposer sur une image',
  ddmarker: 'glisser-déposer des marqueurs',
  gapselect: 'mots manquants',
  randomsamatch: 'appariement aléatoire',
};

const textOf = (node: TextNode | undefined) =>
  typeof node?.text === 'string' ? node.text.trim() : '';
/** An element read as text: the parser gives a string, or an object for an odd element. */
const textValue = (value: unknown, fallback: string) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : fallback;
const fractionOf = (answer: XmlAnswer) => Number(answer.fraction ?? 0);

/** The pictures embedded in a text, by the name its HTML gives them (`@@PLUGINFILE@@/<name>`). */
function embedded(node: TextNode | undefined): PictureSource {
  const files = new Map((node?.file ?? []).map((file) => [file.name ?? '', file]));
  return (src) => {
    if (!src.startsWith('@@PLUGINFILE@@/'))
      return {
        refusal: `image hors du fichier (${src.slice(0, 60)})\u202f: seules les images jointes sont reprises`,
      };
    const name = decodeURIComponent(src.slice('@@PLUGINFILE@@/'.length));
    const file = files.get(name);
    const data = typeof file?.['#text'] === 'string' ? file['#text'].replace(/\s+/g, '') : '';
    if (!file || data === '') return { refusal: `image ${name} absente du fichier` };
    if (file.encoding !== 'base64' || !/^[A-Za-z0-9+/]*={0,2}$/.test(data))
      return { refusal: `image ${name} mal encodée (base64 attendu)` };
    return { name, bytes: Buffer.from(data, 'base64') };
  };
}

/** An answer's words: Moodle keeps HTML there too. */
const answerText = (answer: XmlAnswer) =>
  answer.format === 'html' ? htmlParts(textOf(answer)).paragraphs.join(' ') : textOf(answer);

/** What a short answer loses here: its case, its answers worth part of the mark. */
function shortAnswerNotes(question: XmlQuestion): string[] {
  if (question.type !== 'shortanswer') return [];
  const partial = (question.answer ?? []).filter((one) => {
    const fraction = fractionOf(one);
    return fraction > 0 && fraction < 100;
  });
  return [
    ...(textValue(question.usecase, '0') === '1'
      ? ['réponse courte\u202f: les majuscules ne sont plus distinguées']
      : []),
    ...partialAnswersNote(partial.length),
  ];
}

/** How the question is answered, or, for a type not carried, its name in French. */
function specific(question: XmlQuestion): PortableKind | string {
  const answers = question.answer ?? [];
  switch (question.type) {
    case 'multichoice': {
      const single = ['true', '1'].includes(textValue(question.single, 'true'));
      const list: PortableAnswer[] = answers.map((one) => ({
        text: answerText(one),
        fraction: fractionOf(one),
      }));
      return { kind: 'choix', single, answers: list };
    }
    case 'truefalse': {
      const right = answers.find((one) => fractionOf(one) === 100);
      return { kind: 'vrai_faux', truth: textOf(right) === 'true' };
    }
    case 'numerical': {
      const right = answers.find((one) => fractionOf(one) === 100);
      const tag = (question.tags?.tag ?? []).map(textOf).find((text) => text.startsWith('nature:'));
      const nature = tag?.slice('nature:'.length);
      return {
        kind: 'numerique',
        value: Number(textOf(right).replace(',', '.')),
        tolerance: Number(textValue(right?.tolerance, '0').replace(',', '.')),
        ...(nature && (NUMERIC_NATURES as readonly string[]).includes(nature)
          ? { nature: nature as NumericNature }
          : {}),
      };
    }
    case 'shortanswer':
      return {
        kind: 'texte',
        answers: answers.filter((one) => fractionOf(one) === 100).map(answerText),
      };
    default:
      return NOT_CARRIED[question.type ?? ''] ?? `inconnu (${question.type ?? 'sans type'})`;
  }
}

/** A Moodle XML quiz file read into portable questions, with what it cannot carry. */
export function readMoodleXml(bytes: Buffer): ReadFile {
  const read: ReadFile = { questions: [], notCarried: [], problems: [] };
  const decoded = decodeUtf8(bytes);
  if ('problem' in decoded) return { ...read, problems: [decoded.problem] };
  const { text } = decoded;
  const declared = /^\s*<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/i.exec(text)?.[1];
  if (declared && declared.toUpperCase() !== 'UTF-8')
    return {
      ...read,
      problems: [`encodage déclaré ${declared}\u202f: enregistrez le fichier en UTF-8`],
    };
  if (/<!DOCTYPE|<!ENTITY/i.test(text))
    return {
      ...read,
      problems: [
        'DOCTYPE refusé\u202f: un fichier Moodle n’en a pas, et il ouvrirait la porte aux entités externes',
      ],
    };
  const valid = XMLValidator.validate(text);
  if (valid !== true)
    return { ...read, problems: [`XML invalide ligne ${valid.err.line}\u202f: ${valid.err.msg}`] };
  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    isArray: (name) => ['question', 'answer', 'file', 'tag'].includes(name),
    parseTagValue: false,
    parseAttributeValue: false,
    processEntities: true,
    htmlEntities: false,
  }).parse(text) as { quiz?: { question?: XmlQuestion[] } | string };
  if (parsed.quiz === undefined)
    return {
      ...read,
      problems: ['pas d’élément <quiz>\u202f: ce n’est pas un fichier de questions Moodle'],
    };
  const starts = [...text.matchAll(/<question\b/g)].map((match) => lineAt(text, match.index));
  let category: string[] = [];
  const questions = typeof parsed.quiz === 'object' ? (parsed.quiz.question ?? []) : [];
  questions.forEach((question, index) => {
    const line = starts[index];
    if (question.type === 'category') {
      category = categoryNames(textOf(question.category));
      return;
    }
    const name = textOf(question.name) || `question ${index + 1}`;
    const kind = specific(question);
    if (typeof kind === 'string') {
      read.notCarried.push({ name, line, reason: `type ${kind} non repris` });
      return;
    }
    const texts = questionTexts(
      textOf(question.questiontext),
      textOf(question.generalfeedback),
      embedded(question.questiontext),
    );
    texts.notes.push(...shortAnswerNotes(question));
    read.questions.push({ ...texts, ...kind, name, category, line });
  });
  return read;
}
