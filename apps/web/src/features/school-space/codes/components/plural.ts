/** « 1 code », « 3 codes »: the French plural of a count the page says. */
export const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;
