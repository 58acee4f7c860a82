import MarkdownIt from 'markdown-it';
import { mediaUrl } from '../content/media-url.js';

/**
 * Lessons are Markdown of our own (content/banks/<bank>/cours). Raw HTML in them is escaped
 * (`html: false`), so a bank brought by a school cannot put a script in the page; a picture
 * names a file under content/media, served by the media module.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

const defaultImage = markdown.renderer.rules.image;
markdown.renderer.rules.image = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const source = String(token?.attrGet('src') ?? '');
  if (token && source && !/^[a-z]+:|^\//i.test(source)) token.attrSet('src', mediaUrl(source));
  token?.attrSet('loading', 'lazy');
  return defaultImage
    ? defaultImage(tokens, index, options, env, self)
    : self.renderToken(tokens, index, options);
};

// Rendering is pure: each lesson version is rendered once per process.
const rendered = new Map<string, string>();

export function lessonHtml(lesson: { body: string; content_hash: string }): string {
  let html = rendered.get(lesson.content_hash);
  if (html === undefined) {
    html = markdown.render(lesson.body);
    rendered.set(lesson.content_hash, html);
  }
  return html;
}

/** Minutes to read, at about 200 words a minute, never less than one. */
export const readingMinutes = (body: string): number =>
  Math.max(1, Math.round(body.split(/\s+/).filter(Boolean).length / 200));
