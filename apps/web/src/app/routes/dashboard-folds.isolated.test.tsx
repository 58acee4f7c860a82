import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDashboard } from '../../test/dashboard-kit';

// Issue #40: the dashboard opens on one next step; the rest is folded below it, each section
// saying in a line what it holds. Its own file: what a learner unfolds stays unfolded while the
// app runs, which the other dashboard tests would otherwise share.

const toggle = (name: string) => screen.findByRole('button', { name });

describe('dashboard sections', () => {
  it('open folded under the next step, each with what it holds', async () => {
    const { unmount } = renderDashboard();
    expect(await screen.findByText(/^Prochaine étape/i)).toBeVisible();
    for (const name of ['Mes séries', 'Mes séries sur mesure', 'Mes résultats par thème']) {
      expect(await toggle(name)).toHaveAttribute('aria-expanded', 'false');
    }
    const series = screen.getByRole('region', { name: 'Mes séries' });
    expect(series).toHaveTextContent(/Examens blancs\s: \d+ restantes? sur \d+ · /);
    expect(within(series).queryByRole('button', { name: /^Tirer au sort/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'Mes séries sur mesure' })).toHaveTextContent(
      /Parcours personnalisé \(\d+ questions?\)/,
    );
    expect(screen.getByRole('region', { name: 'Mes résultats par thème' })).toHaveTextContent(
      /\d+ thèmes? sur \d+ à l’objectif/,
    );

    // Unfolded with a click on its heading, it stays so when the learner comes back.
    await userEvent.click(await toggle('Mes séries'));
    expect(await toggle('Mes séries')).toHaveAttribute('aria-expanded', 'true');
    expect(within(series).getByRole('button', { name: /^Tirer au sort/ })).toBeVisible();
    expect(series).not.toHaveTextContent(/Examens blancs\s: \d+ restantes? sur/);
    unmount();
    renderDashboard();
    expect(await toggle('Mes séries')).toHaveAttribute('aria-expanded', 'true');
    expect(await toggle('Mes résultats par thème')).toHaveAttribute('aria-expanded', 'false');
  });
});
