/** The viewer's own addresses, under each application's `link` (`/cours/{label}`). */
export const coursePath = (label: string) => `/cours/${encodeURIComponent(label)}`;
export const lessonPath = (label: string, id: string) =>
  `${coursePath(label)}/lecons/${encodeURIComponent(id)}`;
export const commentaryPath = (label: string, slug: string) =>
  `${coursePath(label)}/commentaires/${encodeURIComponent(slug)}`;
