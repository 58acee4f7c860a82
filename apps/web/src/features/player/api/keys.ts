/** Query keys of the player feature: all → one attempt → its state, question, corrections, result. */
export const playerKeys = {
  all: ['player'] as const,
  serie: (id: string) => [...playerKeys.all, id] as const,
  resume: (id: string) => [...playerKeys.serie(id), 'resume'] as const,
  question: (id: string) => [...playerKeys.serie(id), 'question'] as const,
  reponse: (id: string, questionId: string) =>
    [...playerKeys.serie(id), 'reponse', questionId] as const,
  details: (id: string) => [...playerKeys.serie(id), 'details'] as const,
};
