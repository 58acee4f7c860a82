/** The media of a question or lesson: served under /media, the rendition chosen by `taille` (issue #5). */
export function mediaUrl(file: string, width?: number): string {
  const path = `/media/${file.split('/').map(encodeURIComponent).join('/')}`;
  return width ? `${path}?taille=${width}` : path;
}

/** A question's picture as the API sends it, or null when it has none. */
export const mediaOf = (
  question: { media_file: string | null; media_alt: string | null },
  width?: number,
) =>
  question.media_file
    ? { url: mediaUrl(question.media_file, width), alt: question.media_alt ?? '' }
    : null;
