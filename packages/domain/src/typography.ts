// French typography of every text a learner reads, in the UI and in the content (issue #18,
// point 10): a narrow no-break space (U+202F) before « ? ! ; : » and inside guillemets, so the
// sign never starts a line of its own; « e-mail » with a non-breaking hyphen (U+2011), so it
// never breaks across two lines. One rule, used by `content:check` and by the UI strings' test.

export const NARROW_NBSP = '\u202F';
export const NON_BREAKING_HYPHEN = '\u2011';

export interface TypographySlip {
  /** Offset of the slip in the text. */
  index: number;
  message: string;
}

const quote = (sign: string) => `«${NARROW_NBSP}${sign}${NARROW_NBSP}»`;

// The slips that the check reports and the mend repairs with the same pattern.
// A plain or no-break space after a word: typed by habit, it lets the sign wrap alone. A space
// at the start of a line (indentation) is not a word space. `![` starts a Markdown picture.
const SPACE_BEFORE_SIGN = /(?<=\S)[ \u00A0]([?!;:])(?!\[)/g;
// A line break between « and its word, in a folded YAML block or a Markdown paragraph, reads as
// a space next to the thin one: the sign can then end a line alone.
const SPACE_BESIDE_THIN = /\u202F[ \u00A0]+(?=\S)|(?<=\S)[ \u00A0]+\u202F/g;
const E_MAIL = /\b([eE])-mail/g;

const RULES: { pattern: RegExp; message: (match: RegExpExecArray) => string }[] = [
  {
    pattern: SPACE_BEFORE_SIGN,
    message: (match) =>
      `espace fine insécable (U+202F) attendue avant ${quote(match[1] ?? '')}, pas une espace ordinaire`,
  },
  {
    pattern: /«(?:[ \u00A0]|(?=[^\s\u202F]))/g,
    message: () => `espace fine insécable (U+202F) attendue après ${quote('«')}`,
  },
  {
    pattern: /(?:(?<=\S)[ \u00A0]|(?<=[^\s\u202F]))»/g,
    message: () => `espace fine insécable (U+202F) attendue avant ${quote('»')}`,
  },
  {
    pattern: SPACE_BESIDE_THIN,
    message: () =>
      'espace ordinaire collée à l’espace fine insécable (U+202F)\u202F: n’en garder que la fine',
  },
  {
    pattern: E_MAIL,
    message: () =>
      `${quote('e-mail')} s’écrit avec un trait d’union insécable (U+2011) pour ne jamais être coupé`,
  },
];

/** Every typography slip of a French text, in order of appearance. */
export function typographySlips(text: string): TypographySlip[] {
  const slips: TypographySlip[] = [];
  for (const rule of RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      slips.push({ index: match.index, message: rule.message(match) });
    }
  }
  return slips.sort((a, b) => a.index - b.index);
}

/** The text with every slip mended: what `typographySlips` asks for, applied. */
export function mendTypography(text: string): string {
  return text
    .replace(SPACE_BEFORE_SIGN, `${NARROW_NBSP}$1`)
    .replace(/«[ \u00A0]?(?=\S)/g, `«${NARROW_NBSP}`)
    .replace(/(?<=\S)[ \u00A0]?»/g, `${NARROW_NBSP}»`)
    .replace(SPACE_BESIDE_THIN, NARROW_NBSP)
    .replace(E_MAIL, `$1${NON_BREAKING_HYPHEN}mail`);
}

/**
 * « de » before a name (a first name, a school's), elided before a vowel as French writes it:
 * « la session de Léa », « la session d’Inès », « les élèves d’Auto-école du Port ». A silent h
 * is left alone: whether it elides depends on the name.
 */
export const ofPerson = (name: string): string =>
  /^[aeiouyàâäéèêëîïôöùûüœ]/i.test(name) ? `d’${name}` : `de ${name}`;
