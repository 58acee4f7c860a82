/** The guides' addresses under /guides: stable, they are shared and bookmarked. */
export const GUIDE_SLUGS = ['examen-du-code', 'bien-s-entrainer', 'lire-mes-resultats'] as const;
export type GuideSlug = (typeof GUIDE_SLUGS)[number];

/**
 * What a guide section is made of. Plain text only: the components choose the markup, so a
 * guide is data that no one can turn into HTML injection (no dangerouslySetInnerHTML).
 */
export type GuideBlock =
  | { kind: 'paragraph'; text: string }
  /** Items in no particular order. */
  | { kind: 'list'; items: readonly string[] }
  /** Items in the order the learner goes through them. */
  | { kind: 'steps'; items: readonly string[] }
  /** A screen's words and what they mean (a label, a column, a key). */
  | { kind: 'definitions'; items: readonly { term: string; text: string }[] }
  /** Something worth stopping on, shown apart. */
  | { kind: 'note'; text: string }
  /** Pages of the app or other guides, by their path. */
  | { kind: 'links'; items: readonly { to: `/${string}`; label: string }[] };

export interface GuideSection {
  /** The fragment of the section's heading, for the table of contents. */
  id: string;
  title: string;
  blocks: readonly GuideBlock[];
}

export interface Guide {
  slug: GuideSlug;
  title: string;
  /** One line, on the guides' index. */
  summary: string;
  intro: string;
  sections: readonly GuideSection[];
}
