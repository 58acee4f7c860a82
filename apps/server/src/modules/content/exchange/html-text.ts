// Moodle's texts are HTML fragments; ours are plain text. Writing escapes a text into a paragraph;
// reading keeps the words of a fragment and what we put in it ourselves: the second part of a
// two-part question, the reference and the picture. The XML around them is fast-xml-parser's.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (sign) => ESCAPES[sign] ?? sign);

/** A text as paragraphs, one per line, with a class that says which of our fields it is. */
export const paragraph = (text: string, kind?: 'enonce-suite' | 'reference') =>
  text
    .split('\n')
    .map((line) => `<p${kind ? ` class="${kind}"` : ''}>${escapeHtml(line)}</p>`)
    .join('');

/** A question's text: its statement, its second part, and the picture at `src`. */
export function statementHtml(
  question: { statement: string; statementSecond?: string; picture?: { alt: string } },
  src: string,
): string {
  const { picture } = question;
  return [
    paragraph(question.statement),
    ...(question.statementSecond ? [paragraph(question.statementSecond, 'enonce-suite')] : []),
    ...(picture ? [`<p><img src="${escapeHtml(src)}" alt="${escapeHtml(picture.alt)}"></p>`] : []),
  ].join('');
}

/** A question's general feedback: the explanation, then the reference. */
export const feedbackHtml = (question: { explanation: string; reference?: string }) =>
  paragraph(question.explanation) +
  (question.reference ? paragraph(`Référence\u202f: ${question.reference}`, 'reference') : '');

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  laquo: '«',
  raquo: '»',
  rsquo: '’',
  lsquo: '‘',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  agrave: 'à',
  acirc: 'â',
  ccedil: 'ç',
  ocirc: 'ô',
  ucirc: 'û',
  ugrave: 'ù',
  icirc: 'î',
  iuml: 'ï',
  euml: 'ë',
  oelig: 'œ',
  Eacute: 'É',
  Agrave: 'À',
  Ccedil: 'Ç',
  deg: '°',
};

/** Character references of HTML, named (the usual ones) and numeric, made characters again. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name] ?? whole;
  });
}

export interface HtmlParts {
  /** The words of every other block, one paragraph each; a classed one's lines joined by \n. */
  paragraphs: string[];
  /** The text of `<p class="enonce-suite">`. */
  second?: string;
  /** The text of `<p class="reference">`, without its « Référence : ». */
  reference?: string;
  images: { src: string; alt: string }[];
  /** Formatting dropped on the way (bold, links, tables…), by tag name. */
  dropped: string[];
}

const BLOCKS = new Set([
  'p',
  'div',
  'br',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'table',
  'blockquote',
]);
const KEPT_SILENTLY = new Set(['span', 'img', 'tbody', 'td', 'th', 'thead']);

const attribute = (attributes: string, name: string) => {
  const match = new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(
    attributes,
  );
  return match ? decodeEntities(match[2] ?? match[3] ?? match[4] ?? '') : undefined;
};

const tidy = (text: string) =>
  decodeEntities(text)
    .replace(/[ \t\r\n]+/g, ' ')
    .trim();

/**
 * The parts of an HTML fragment: each block's words, our own classed paragraphs apart, the
 * pictures with their text alternative, and the formatting it had to drop.
 */
export function htmlParts(html: string): HtmlParts {
  const parts: HtmlParts = { paragraphs: [], images: [], dropped: [] };
  let current = '';
  let kind: string | undefined;
  const flush = () => {
    const text = tidy(current);
    current = '';
    if (text === '') return;
    const joined = (before: string | undefined) =>
      before === undefined ? text : `${before}\n${text}`;
    if (kind === 'enonce-suite') parts.second = joined(parts.second);
    else if (kind === 'reference')
      parts.reference = joined(parts.reference).replace(/^Référence\s*:\s*/u, '');
    else parts.paragraphs.push(text);
  };
  const tags = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|<!--[\s\S]*?-->/g;
  let last = 0;
  for (const match of html.matchAll(tags)) {
    current += html.slice(last, match.index);
    last = match.index + match[0].length;
    const name = (match[2] ?? '').toLowerCase();
    if (!name) continue; // a comment
    const closing = match[1] === '/';
    if (BLOCKS.has(name)) {
      flush();
      kind = closing ? undefined : attribute(match[3] ?? '', 'class');
    } else if (name === 'img' && !closing) {
      const src = attribute(match[3] ?? '', 'src');
      if (src) parts.images.push({ src, alt: attribute(match[3] ?? '', 'alt') ?? '' });
    } else if (!KEPT_SILENTLY.has(name) && !closing && !parts.dropped.includes(name)) {
      parts.dropped.push(name);
    }
  }
  current += html.slice(last);
  flush();
  return parts;
}
