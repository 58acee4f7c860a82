import { themesResponseSchema } from '@prepacode/domain/contracts/front.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { seriesKeys } from './keys';
import { THEMES_URL } from '@prepacode/domain/early-requests';

/** A licence theme of spec §3. */
export interface LicenceTheme {
  id: string;
  color: string;
  label: string;
  shortLabel: string | null;
}

/** GET /api/front/themes: the themes of the learner's licence, by id. */
export const themesQuery = queryOptions({
  queryKey: seriesKeys.themes(),
  queryFn: async (): Promise<Map<string, LicenceTheme>> => {
    const wire = await apiRequest(THEMES_URL, { schema: themesResponseSchema });
    return new Map(
      wire.map((theme) => [
        theme.identifiant,
        {
          id: theme.identifiant,
          color: theme.couleur,
          label: theme.libelle,
          shortLabel: theme.libelle_court || null,
        },
      ]),
    );
  },
  // A licence's themes change only with a content release.
  staleTime: Infinity,
});

export const useThemes = () => useQuery(themesQuery);

/** The short label where there is one: chips and chart rows are narrow. */
export const themeName = (themes: Map<string, LicenceTheme> | undefined, id: string): string => {
  const theme = themes?.get(id);
  return theme?.shortLabel ?? theme?.label ?? id;
};
