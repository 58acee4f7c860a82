import { escapeHtml, feedbackHtml, statementHtml } from './html-text.js';
import { categoryPath, type PortablePicture, type PortableQuestion } from './portable.js';

// GIFT as Moodle reads it (docs.moodle.org « GIFT format »): one question per block, texts in
// [html] so that our paragraphs and the picture's link keep their meaning, every sign GIFT
// reads (~ = # { } : and the backslash) escaped. GIFT has no picture of its own: the picture is
// written beside the file and the text links to it.

const escapeGift = (text: string) => text.replace(/[\\~=#{}:]/g, (sign) => `\\${sign}`);

/** The bytes of a GIFT file, and the pictures to write in the folder its links name. */
export interface GiftFile {
  text: string;
  pictures: PortablePicture[];
}

const fraction = (value: number) => `%${value}%`;

function answers(question: PortableQuestion): string {
  switch (question.kind) {
    case 'choix':
      // « = » marks the one right answer; weights alone make Moodle allow several.
      return question.answers
        .map((one) => {
          const text = escapeGift(escapeHtml(one.text));
          if (question.single) return `\t${one.fraction === 100 ? '=' : '~'}${text}`;
          return `\t~${fraction(one.fraction)}${text}`;
        })
        .join('\n');
    case 'vrai_faux':
      return `\t${question.truth ? 'TRUE' : 'FALSE'}`;
    case 'numerique':
      return `\t#${question.value}:${question.tolerance}`;
    case 'texte':
      // Only « = » answers: GIFT reads a block of them as a short answer.
      return question.answers.map((one) => `\t=${escapeGift(one)}`).join('\n');
  }
}

function block(question: PortableQuestion, pictureFolder: string): string {
  const stem = statementHtml(question, `${pictureFolder}/${question.picture?.name ?? ''}`);
  const feedback = feedbackHtml(question);
  const tags =
    question.kind === 'numerique' && question.nature ? [`// [tag:nature:${question.nature}]`] : [];
  return [
    ...tags,
    `::${escapeGift(question.name)}::[html]${escapeGift(stem)}{`,
    answers(question),
    `\t####[html]${escapeGift(feedback)}`,
    '}',
  ].join('\n');
}

/** A whole GIFT file; the pictures go in `pictureFolder`, next to it. */
export function writeGift(
  questions: readonly PortableQuestion[],
  pictureFolder: string,
  heading: string,
): GiftFile {
  const blocks = [`// ${heading}`];
  let category = '';
  for (const question of questions) {
    const path = categoryPath(question.category);
    if (path !== category) {
      blocks.push(`$CATEGORY: ${path}`);
      category = path;
    }
    blocks.push(block(question, pictureFolder));
  }
  return {
    text: `${blocks.join('\n\n')}\n`,
    pictures: questions.flatMap((question) => (question.picture ? [question.picture] : [])),
  };
}
