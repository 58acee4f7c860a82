import type { UtilisateurResponse } from '@prepacode/domain/contracts/front.contract';
import { afterEach, describe, expect, it } from 'vitest';
import { applicationWire, inscriptionWire, utilisateurWire } from '../../../test/wire-fixtures';
import { toStudentProfile } from './get-utilisateur';

const inscription = inscriptionWire;
const application = applicationWire;
const wire = (changes: Partial<UtilisateurResponse> = {}): UtilisateurResponse =>
  utilisateurWire({
    inscriptions: [inscription, { ...inscription, id: 8, statut: 'expire' }],
    applications_externes: [application, { ...application, label: 'ferme', statut: 'ferme' }],
    ...changes,
  });

afterEach(() => localStorage.clear());

describe('user loading (spec §4)', () => {
  it('maps the wire to the English model and keeps only open inscriptions and applications', () => {
    const profile = toStudentProfile(wire());
    expect(profile).toMatchObject({
      id: 'u1',
      firstName: 'Léa',
      lastName: 'Martin',
      structureId: 's1',
    });
    expect(profile.selectedInscription).toEqual({
      id: 7,
      expirationDate: '2027-11-21',
      totalCredits: 20,
      remainCredits: 17,
      license: 'b',
      status: 'ouvert',
    });
    expect(profile.inscriptions.map((i) => i.id)).toEqual([7]);
    expect(profile.applications.map((a) => a.label)).toEqual(['cours-code']);
  });

  it('shows a message only strictly between its start and its end', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    const message = (id: string, start: string, end: string) => ({
      id,
      type: 'info' as const,
      contenu: id,
      date_debut: start,
      date_fin: end,
    });
    const profile = toStudentProfile(
      wire({
        messages: [
          message('en-cours', '2026-11-20T00:00:00Z', '2026-11-22T00:00:00Z'),
          message('commence-maintenant', '2026-11-21T12:00:00Z', '2026-11-22T00:00:00Z'),
          message('finit-maintenant', '2026-11-20T00:00:00Z', '2026-11-21T12:00:00Z'),
          message('a-venir', '2026-11-25T00:00:00Z', '2026-11-26T00:00:00Z'),
        ],
      }),
      now,
    );
    expect(profile.messages.map((m) => m.id)).toEqual(['en-cours']);
  });

  it.each([
    ['an open first entry for b', [{ statut: 'ouvert', permis: 'b' }], 'b', true],
    [
      'a closed first entry',
      [
        { statut: 'ferme', permis: 'b' },
        { statut: 'ouvert', permis: 'b' },
      ],
      'b',
      false,
    ],
    ['a licence other than b or etm', [{ statut: 'ouvert', permis: 'co' }], 'co', false],
  ])('keeps the Kopilote entry for %s: %s', (_case, kopilote, permis, kept) => {
    localStorage.setItem('appKopilote', 'ancien');
    const profile = toStudentProfile(
      wire({ inscription: { ...inscription, permis }, application_kopilote: kopilote }),
    );
    expect(profile.examOpen).toBe(kept);
    expect(localStorage.getItem('appKopilote') !== null).toBe(kept);
  });
});
