import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StartSerieButton } from './start-serie-button';
import { mockApi, type Reply } from '../../../test/fetch-mock';
import { renderRoutes, serieStateWire } from '../../../test/series-kit';

afterEach(() => vi.unstubAllGlobals());

const input = { slug: 'code-route-examen-2', parcours: 'examen', ordreLettrage: 'fixe' } as const;

function renderButton(
  props: Partial<ComponentProps<typeof StartSerieButton>>,
  create: { status: number; body: unknown } = { status: 201, body: serieStateWire() },
) {
  const api = mockApi({ 'PUT /api/serie/create': create });
  const onStarted = vi.fn();
  renderRoutes(
    [
      {
        path: '/dashboard',
        element: (
          <>
            <p id="none-left">Plus de crédit</p>
            <StartSerieButton
              input={input}
              label="Commencer"
              seriesName="Examen blanc n° 2"
              onStarted={onStarted}
              {...props}
            />
          </>
        ),
      },
    ],
    '/dashboard',
  );
  return { ...api, onStarted };
}
const credit = (remain: number, redo = false) => ({ remain, redo, noneLeftId: 'none-left' });
const button = () => screen.getByRole('button', { name: 'Commencer : Examen blanc n° 2' });

describe('the start button', () => {
  it('starts at once a series that uses no credit', async () => {
    const { sentQuery, onStarted } = renderButton({});
    await userEvent.click(button());
    await screen.findByText('Lecteur de la série 555');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentQuery('PUT', '/api/serie/create').slug).toBe('code-route-examen-2');
    expect(onStarted).toHaveBeenCalledOnce();
  });

  // Issue #46's e2e: a series started from « Toutes les autres séries » becomes the next one when
  // the dashboard is read again after its creation, so its button moves and the one pressed is
  // gone before it hears of the success. The player must open all the same (the learner stayed
  // on the dashboard).
  it('opens the player even when the button pressed is gone by the time the series exists', async () => {
    let answer: (reply: Reply) => void = () => {};
    mockApi({
      'PUT /api/serie/create': () =>
        new Promise<Reply>((resolve) => {
          answer = resolve;
        }),
    });
    function Moving() {
      const [moved, setMoved] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setMoved(true)}>
            Relire le tableau de bord
          </button>
          <StartSerieButton
            key={moved ? 'ailleurs' : 'ici'}
            input={input}
            label="Commencer"
            seriesName="Examen blanc n° 2"
          />
        </>
      );
    }
    renderRoutes([{ path: '/dashboard', element: <Moving /> }], '/dashboard');
    await userEvent.click(button());
    await userEvent.click(screen.getByRole('button', { name: 'Relire le tableau de bord' }));
    answer({ status: 201, body: serieStateWire() });
    await screen.findByText('Lecteur de la série 555');
  });

  it('asks first when it uses a credit; cancelling sends nothing', async () => {
    const { calls } = renderButton({ credit: credit(5) });
    await userEvent.click(button());
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Examen blanc n° 2');
    expect(dialog).toHaveTextContent('Cette série utilise 1 crédit. Il vous en restera 4.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus goes back to the button with the browser's showModal (e2e/dashboard-credits.spec.ts).
    expect(calls('PUT', '/api/serie/create')).toHaveLength(0);
  });

  // The browser queues a dialog's close event: the one of « Annuler » could arrive after Enter
  // had opened the dialog again, and shut it (seen in e2e/dashboard-credits.spec.ts).
  it('stays open when a close event of an earlier close arrives after it opened again', async () => {
    renderButton({ credit: credit(5) });
    await userEvent.click(button());
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Annuler' }),
    );
    await userEvent.click(button());
    const dialog = screen.getByRole('dialog');
    dialog.dispatchEvent(new Event('close'));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Il vous en restera 4.');
  });

  it('says « Il vous en restera 1 » with two credits left', async () => {
    renderButton({ credit: credit(2) });
    await userEvent.click(button());
    expect(screen.getByRole('dialog')).toHaveTextContent('Il vous en restera 1.');
  });

  it('names the last credit and says that redoing an ended series uses one', async () => {
    renderButton({ credit: credit(1, true) });
    await userEvent.click(button());
    expect(screen.getByRole('dialog').textContent).toContain(
      'Vous avez déjà terminé cette série\u202f: la refaire utilise 1 crédit. C’est votre dernier crédit\u202f: il ne vous en restera plus.',
    );
  });

  it('starts once confirmed, and shows the server’s refusal', async () => {
    const message =
      'Vous n’avez plus de crédit pour les examens blancs : demandez-en à votre école.';
    const { calls, onStarted } = renderButton(
      { credit: credit(1) },
      { status: 409, body: { error: { code: 'credits_epuises', message } } },
    );
    await userEvent.click(button());
    await userEvent.click(screen.getByRole('button', { name: 'Utiliser 1 crédit et commencer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(calls('PUT', '/api/serie/create')).toHaveLength(1);
    expect(onStarted).not.toHaveBeenCalled();
    expect(button()).toHaveAccessibleDescription(message);
  });

  it('at 0 stays focusable, says why, and neither asks nor sends', async () => {
    const { calls } = renderButton({ credit: credit(0) });
    await userEvent.tab();
    expect(button()).toHaveFocus();
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    expect(button()).toHaveAccessibleDescription('Plus de crédit');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('PUT', '/api/serie/create')).toHaveLength(0);
  });
});
