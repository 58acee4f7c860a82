import type { ContentSeries } from '@prepacode/domain/content';
import { isLicenceCode } from '@prepacode/domain/licences';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { themesForLicence } from './content.repository.js';
import { importSeries } from './import.js';
import { acceptedQuestions, bankOfImport } from './network-banks.repository.js';

// Issue #46: a network's bank is practised in thematic series of its own, one per theme of its
// licence, made of the questions accepted so far. Rebuilt with each review decision, in its
// transaction, the way content/'s series are kept in step with their files (import.ts).

/** The bank's thematic series as its accepted questions make them; none for a theme without. */
export async function rebuildNetworkSeries(
  trx: Transaction<Database>,
  bankId: string,
  now: number,
) {
  const bank = await bankOfImport(trx, bankId);
  if (!bank?.licence_code || !isLicenceCode(bank.licence_code)) return;
  const licence = bank.licence_code;
  const [questions, themes] = await Promise.all([
    acceptedQuestions(trx, bankId),
    themesForLicence(trx, licence),
  ]);
  const series: ContentSeries[] = themes.flatMap((theme) => {
    const ids = questions
      .filter((question) => question.theme === theme.letter)
      .map((question) => question.id);
    if (ids.length === 0) return [];
    return [
      {
        slug: `${bankId}-theme-${theme.letter.toLowerCase()}`,
        type: 'thematique',
        libelle: `${bank.name} · ${theme.short_label ?? theme.label}`.slice(0, 120),
        chronometree: false,
        permis: [licence],
        questions: ids,
      },
    ];
  });
  await importSeries(trx, bankId, series, now);
}
