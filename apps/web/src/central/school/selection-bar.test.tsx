import type { SchoolSpace } from '@prepacode/domain/contracts/school.contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelectionBar } from './selection-bar';
import { mockFetch, bodyOf } from '../../test/fetch-mock';

const SPACE: SchoolSpace = {
  moi: { prenom: 'Claire', nom: 'Dumont', role: 'operateur' },
  actions: ['voir_eleves', 'gerer_groupes'],
  ecoles: [
    { id: 'a', nom: 'École A' },
    { id: 'b', nom: 'École B' },
  ],
  groupes: [
    { id: 'g1', nom: 'Code du mardi soir', ecole: 'a' },
    { id: 'g2', nom: 'Code du jeudi', ecole: 'b' },
  ],
};

function renderBar(status = 200, body: object = { message: '2 élèves dans le groupe.' }) {
  const { fetchMock } = mockFetch(() => ({ status, body }));
  const onDone = vi.fn();
  render(
    <SelectionBar
      space={SPACE}
      selected={new Set(['e1', 'e2'])}
      onDone={onDone}
      onClear={vi.fn()}
    />,
  );
  return { fetchMock, onDone };
}

describe('the learners list’s selection (issue #19, point 7)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names each group with its school when there are several, and asks for one first', async () => {
    const { fetchMock } = renderBar();
    expect(screen.getByRole('region', { name: '2 élèves sélectionnés' })).toBeVisible();
    expect(screen.getByRole('option', { name: 'Code du jeudi (École B)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mettre dans un groupe' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choisissez le groupe où mettre ces élèves.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the learners and the group, then hands the sentence over', async () => {
    const { fetchMock, onDone } = renderBar();
    await userEvent.selectOptions(screen.getByLabelText('Groupe'), 'g1');
    await userEvent.click(screen.getByRole('button', { name: 'Mettre dans un groupe' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('2 élèves dans le groupe.'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.pathname).toBe('/central/api/ecole/eleves/groupe');
    expect(JSON.parse(bodyOf(init))).toEqual({ eleves: ['e1', 'e2'], groupe: 'g1' });
  });

  it('takes them out of their group, and shows the server’s refusal', async () => {
    const { fetchMock, onDone } = renderBar(400, {
      error: {
        code: 'groupe_autre_ecole',
        message: 'Un groupe ne réunit que des élèves de son école.',
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Retirer du groupe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Un groupe ne réunit que des élèves de son école.',
    );
    const [, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(JSON.parse(bodyOf(init))).toEqual({ eleves: ['e1', 'e2'], groupe: null });
    expect(onDone).not.toHaveBeenCalled();
  });
});
