import { XMLBuilder } from 'fast-xml-parser';
import { feedbackHtml, paragraph, statementHtml } from './html-text.js';
import { categoryPath, type PortableQuestion } from './portable.js';

// Moodle XML as Moodle's own export writes it (docs.moodle.org « Moodle XML format »): a
// category question before each theme's questions, HTML texts in CDATA, pictures embedded as
// base64 `<file>` elements of the text that shows them, the rest in the documented elements.
// Built by fast-xml-parser's builder: no XML is put together by hand.

const html = (text: string) => ({ '@_format': 'html', text: { __cdata: text } });

function questionText(question: PortableQuestion) {
  const { picture } = question;
  const body = statementHtml(question, `@@PLUGINFILE@@/${picture?.name ?? ''}`);
  const files = picture
    ? [
        {
          '@_name': picture.name,
          '@_path': '/',
          '@_encoding': 'base64',
          '#text': picture.bytes.toString('base64'),
        },
      ]
    : [];
  return { ...html(body), file: files };
}

const feedback = (question: PortableQuestion) => html(feedbackHtml(question));

const answer = (fraction: number, text: string, format = 'html', extra = {}) => ({
  '@_fraction': String(fraction),
  '@_format': format,
  text: format === 'html' ? { __cdata: text } : text,
  ...extra,
  feedback: html(''),
});

function typeSpecific(question: PortableQuestion) {
  switch (question.kind) {
    case 'choix':
      return {
        type: 'multichoice',
        fields: {
          single: String(question.single),
          // Our letters are part of some questions (two-part ones read A/B then C/D).
          shuffleanswers: 'false',
          answernumbering: 'ABCD',
          answer: question.answers.map((one) => answer(one.fraction, paragraph(one.text))),
        },
      };
    case 'vrai_faux':
      return {
        type: 'truefalse',
        fields: {
          answer: [
            answer(question.truth ? 100 : 0, 'true', 'moodle_auto_format'),
            answer(question.truth ? 0 : 100, 'false', 'moodle_auto_format'),
          ],
        },
      };
    case 'numerique':
      return {
        type: 'numerical',
        fields: {
          answer: [
            answer(100, String(question.value), 'moodle_auto_format', {
              tolerance: String(question.tolerance),
            }),
          ],
          // The nature (a course, a time, a position…) rides in a tag: Moodle keeps tags.
          ...(question.nature ? { tags: { tag: [{ text: `nature:${question.nature}` }] } } : {}),
        },
      };
    case 'texte':
      return {
        type: 'shortanswer',
        fields: {
          // Ours ignores accents too; Moodle ignores case when `usecase` is 0.
          usecase: '0',
          answer: question.answers.map((one) => answer(100, one, 'moodle_auto_format')),
        },
      };
  }
}

/** A whole quiz file: categories in the order their questions come. */
export function writeMoodleXml(questions: readonly PortableQuestion[]): string {
  const entries: unknown[] = [];
  let category = '';
  for (const question of questions) {
    const path = categoryPath(question.category);
    if (path !== category) {
      entries.push({ '@_type': 'category', category: { text: path }, info: html('') });
      category = path;
    }
    const { type, fields } = typeSpecific(question);
    entries.push({
      '@_type': type,
      name: { text: question.name },
      questiontext: questionText(question),
      generalfeedback: feedback(question),
      defaultgrade: '1',
      penalty: '0',
      hidden: '0',
      idnumber: question.name,
      ...fields,
    });
  }
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    cdataPropName: '__cdata',
    format: true,
    suppressEmptyNode: false,
  });
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    quiz: { question: entries },
  });
}
