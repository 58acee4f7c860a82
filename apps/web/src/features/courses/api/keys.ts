/** Query keys of the course application, all under ['courses']. */
export const courseKeys = {
  all: ['courses'] as const,
  outline: (label: string) => [...courseKeys.all, label] as const,
  lesson: (label: string, id: string) => [...courseKeys.all, label, 'lesson', id] as const,
  commentary: (label: string, slug: string) =>
    [...courseKeys.all, label, 'commentary', slug] as const,
};
