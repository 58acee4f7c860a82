import { BRAND_NAMES, BRANDS } from '@prepacode/domain/brands';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LegalDocument } from './legal-document';
import { LegalNotice } from './legal-notice';

const NOTICE_SECTIONS = [
  'Éditeur',
  'Directeur de la publication',
  'Hébergement',
  'Données personnelles',
  'Propriété intellectuelle',
  'Limitation de responsabilité',
];

const CGU_SECTIONS = [
  'Objet',
  'Accès au service',
  'Examens blancs et crédits',
  'Vos engagements',
  'Disponibilité du service',
  'Propriété intellectuelle',
  'Données personnelles',
  'Responsabilité',
  'Modification des conditions',
  'Droit applicable et litiges',
];

const CHARTER_SECTIONS = [
  'Responsable du traitement',
  'Données traitées',
  'Finalités et bases légales',
  'Destinataires',
  'Durées de conservation',
  'Transferts hors de l’Union européenne',
  'Vos droits',
  'Réclamation auprès de la CNIL',
  'Cookies et stockage local',
];

const headings = (level: number) =>
  screen.getAllByRole('heading', { level }).map((heading) => heading.textContent);

const region = (name: string) => screen.getByRole('region', { name });

describe('legal notice', () => {
  it('names our publisher, its host and its sections, from h3 down', () => {
    render(<LegalNotice brand={BRANDS.prepacode} />);
    expect(headings(3)).toEqual(NOTICE_SECTIONS);
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    const publisher = region('Éditeur');
    expect(publisher).toHaveTextContent(
      'Le service Prépacode est édité et exploité par Prépacode SAS, société par actions simplifiée',
    );
    expect(publisher).toHaveTextContent('immatriculée au RCS Lyon');
    expect(publisher).not.toHaveTextContent('en partenariat');
    expect(within(publisher).getByRole('link', { name: 'contact@prepacode.fr' })).toHaveAttribute(
      'href',
      'mailto:contact@prepacode.fr',
    );
    expect(region('Hébergement')).toHaveTextContent(
      'hébergés en France par OVH SAS, 2 rue Kellermann, 59100 Roubaix.',
    );
  });

  it('names the partner of a partner brand and its own contact address', () => {
    render(<LegalNotice brand={BRANDS.orata} />);
    const publisher = region('Éditeur');
    expect(publisher).toHaveTextContent(
      'Le service Orata Code est édité et exploité par Prépacode SAS',
    );
    expect(publisher).toHaveTextContent(
      'Ce service est proposé en partenariat avec le Réseau Orata.',
    );
    expect(within(publisher).getByRole('link', { name: 'orata@prepacode.fr' })).toBeInTheDocument();
  });

  it('lists the rights, the data protection officer, the CNIL and links to the charter', () => {
    render(<LegalNotice brand={BRANDS.rcer} />);
    const data = region('Données personnelles');
    expect(
      within(data)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Droit d’accès/),
      expect.stringMatching(/^Droit de rectification/),
      expect.stringMatching(/^Droit à l’effacement/),
      expect.stringMatching(/^Droit à la limitation/),
      expect.stringMatching(/^Droit d’opposition/),
      expect.stringMatching(/^Droit à la portabilité/),
      expect.stringMatching(/^Directives après le décès/),
    ]);
    expect(data).toHaveTextContent('en précisant le service utilisé (RCER Code)');
    expect(within(data).getByRole('link', { name: 'dpo@prepacode.fr' })).toBeInTheDocument();
    expect(within(data).getByRole('link', { name: 'www.cnil.fr' })).toHaveAttribute(
      'href',
      'https://www.cnil.fr',
    );
    expect(within(data).getByRole('link', { name: 'charte de confidentialité' })).toHaveAttribute(
      'href',
      BRANDS.rcer.footer.charterUrl,
    );
  });

  it('links to our charter page even for a brand whose footer hides the charter', () => {
    expect(BRANDS.prepacode.footer.displayCharter).toBe(false);
    render(<LegalNotice brand={BRANDS.prepacode} />);
    expect(screen.getByRole('link', { name: 'charte de confidentialité' })).toHaveAttribute(
      'href',
      '/confidentialite',
    );
  });

  it('reads as French for every brand’s partner', () => {
    const wording = BRAND_NAMES.map((name) => {
      const { container, unmount } = render(<LegalNotice brand={BRANDS[name]} />);
      const sentence = container.textContent.match(
        /Ce service est proposé en partenariat avec [^.]+\./,
      );
      unmount();
      return sentence?.[0] ?? null;
    });
    expect(wording).toEqual([
      null,
      'Ce service est proposé en partenariat avec le Réseau Orata.',
      'Ce service est proposé en partenariat avec l’Association RCER.',
      'Ce service est proposé en partenariat avec l’INRIS.',
      'Ce service est proposé en partenariat avec Michelin Code, programme de tests.',
      'Ce service est proposé en partenariat avec Prépaconduite.',
    ]);
  });
});

describe('CGU', () => {
  it.each(['prepacode', 'orata'] as const)('has one h1 and its sections for %s', (name) => {
    render(<LegalDocument kind="cgu" brand={BRANDS[name]} />);
    expect(headings(1)).toEqual(['Conditions générales d’utilisation']);
    expect(headings(2)).toEqual(CGU_SECTIONS);
    expect(screen.getByText('Version du', { exact: false })).toHaveTextContent(
      'Version du 21/11/2026',
    );
    expect(region('Droit applicable et litiges')).toHaveTextContent(
      'Les CGU sont soumises au droit français.',
    );
  });

  it('adapts the publisher, the partner and the enrolling school to the brand', () => {
    render(<LegalDocument kind="cgu" brand={BRANDS.orata} />);
    expect(region('Objet')).toHaveTextContent(
      'du service Orata Code, édité et exploité par Prépacode SAS et proposé en partenariat avec le Réseau Orata.',
    );
    const access = region('Accès au service');
    expect(access).toHaveTextContent(
      'Votre compte est ouvert par le Réseau Orata ou l’établissement partenaire qui vous a inscrit',
    );
    expect(access).toHaveTextContent('« Accès valide jusqu’au … »');
    expect(region('Examens blancs et crédits')).toHaveTextContent(
      'Chaque examen blanc que vous commencez utilise un crédit',
    );
    expect(
      within(region('Données personnelles')).getByRole('link', {
        name: 'charte de confidentialité',
      }),
    ).toHaveAttribute('href', '/confidentialite');
  });

  it('names no partner for our own brand', () => {
    render(<LegalDocument kind="cgu" brand={BRANDS.prepacode} />);
    expect(region('Objet')).toHaveTextContent(
      'du service Prépacode, édité et exploité par Prépacode SAS.',
    );
    expect(screen.queryByText(/en partenariat/)).not.toBeInTheDocument();
  });
});

describe('privacy charter', () => {
  it.each(['prepacode', 'orata'] as const)('has one h1 and its sections for %s', (name) => {
    render(<LegalDocument kind="confidentialite" brand={BRANDS[name]} />);
    expect(headings(1)).toEqual(['Charte de confidentialité']);
    expect(headings(2)).toEqual(CHARTER_SECTIONS);
    expect(region('Vos droits')).toHaveTextContent(`service utilisé (${BRANDS[name].appTitle})`);
  });

  it('names the partner as the one that enrolled the learner', () => {
    render(<LegalDocument kind="confidentialite" brand={BRANDS.orata} />);
    const controllers = within(region('Responsable du traitement')).getAllByRole('listitem');
    expect(controllers[0]).toHaveTextContent('Prépacode SAS, société par actions simplifiée');
    expect(controllers[0]).toHaveTextContent('qui édite et exploite Orata Code');
    expect(controllers[1]).toHaveTextContent(
      'Réseau Orata, en tant qu’établissement ou partenaire qui vous a inscrit',
    );
    expect(region('Vos droits')).toHaveTextContent('directement auprès du Réseau Orata.');
  });

  it('states retention, transfers and every cookie or stored key', () => {
    render(<LegalDocument kind="confidentialite" brand={BRANDS.prepacode} />);
    expect(region('Responsable du traitement')).toHaveTextContent(
      'L’établissement qui vous a inscrit est responsable des données qu’il nous transmet',
    );
    const retention = region('Durées de conservation');
    expect(retention).toHaveTextContent('supprimés après trois ans sans activité');
    expect(retention).toHaveTextContent(
      'Journaux de sécurité (tentatives de connexion) : douze mois.',
    );
    expect(region('Transferts hors de l’Union européenne')).toHaveTextContent(
      'aucun transfert hors de l’Union européenne',
    );
    const cookies = region('Cookies et stockage local');
    for (const name of ['prepacode_session', 'XSRF-TOKEN', 'theme', 'selectedInscriptionId']) {
      expect(within(cookies).getByText(name)).toBeInTheDocument();
    }
    expect(cookies).toHaveTextContent('(HttpOnly)');
    expect(cookies).toHaveTextContent('si l’exploitant du service en a configuré un');
  });
});
