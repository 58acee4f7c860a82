import { render, screen } from '@testing-library/react';
import { run as runAxe } from 'axe-core';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { JoinCode } from './join-code';

const JOIN_URL = 'https://auto-ecole-du-centre.fr/salle?code=ACE479';

/** The modules the path draws, read back from its runs: true where a run covers one. */
function drawnModules(path: string, size: number): boolean[][] {
  const modules = Array.from({ length: size }, () => Array.from({ length: size }, () => false));
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    const row = modules[Number(y)];
    for (let column = Number(x); column < Number(x) + Number(run); column += 1) {
      if (row) row[column] = true;
    }
  }
  return modules;
}

const qrCode = () => screen.getByRole('img', { name: 'QR code pour rejoindre la séance' });

describe('the join code', () => {
  it('shows the code in two groups of three, read out as one code letter by letter', () => {
    render(<JoinCode code="ACE479" joinUrl={JOIN_URL} />);
    const first = screen.getByText('ACE');
    expect(screen.getByText('479').parentElement).toBe(first.parentElement);
    expect(first.parentElement).toHaveAttribute('aria-hidden', 'true');
    // What a screen reader reads of the line: the hidden groups left out.
    const line = first.closest('p');
    const read = Array.from(line?.childNodes ?? [])
      .filter((node) => !(node instanceof Element && node.hasAttribute('aria-hidden')))
      .map((node) => node.textContent)
      .join('');
    expect(read).toBe('Code de la séance\u202f: A C E 4 7 9');
  });

  it('says where to join: the address without its query, the code being typed', () => {
    render(<JoinCode code="ACE479" joinUrl={JOIN_URL} />);
    expect(screen.getByText(/^Rejoignez la séance sur votre téléphone/).textContent).toBe(
      'Rejoignez la séance sur votre téléphone\u202f:',
    );
    expect(screen.getByText('auto-ecole-du-centre.fr/salle')).toBeInTheDocument();
  });

  it('draws the QR code of the address as one black path, module for module', () => {
    render(<JoinCode code="ACE479" joinUrl={JOIN_URL} />);
    const { data, size } = encode(JOIN_URL, { ecc: 'M', border: 2 });
    const svg = qrCode();
    expect(svg).toHaveAttribute('viewBox', `0 0 ${size} ${size}`);
    expect(svg).toHaveAttribute('shape-rendering', 'crispEdges');
    const paths = svg.querySelectorAll('path');
    expect(paths).toHaveLength(1);
    expect(paths[0]).toHaveAttribute('fill', '#000');
    const path = paths[0]?.getAttribute('d') ?? '';
    expect(path.replace(/M\d+ \d+h(\d+)v1h-\1z/g, '')).toBe('');
    expect(drawnModules(path, size)).toEqual(data);
  });

  it('codes a relative address as the absolute one a phone can open', () => {
    render(<JoinCode code="ACE479" joinUrl="/salle?code=ACE479" />);
    const absolute = new URL('/salle?code=ACE479', window.location.href).href;
    const { data, size } = encode(absolute, { ecc: 'M', border: 2 });
    expect(drawnModules(qrCode().querySelector('path')?.getAttribute('d') ?? '', size)).toEqual(
      data,
    );
    expect(screen.getByText(`${window.location.host}/salle`)).toBeInTheDocument();
  });

  it('passes axe', async () => {
    render(<JoinCode code="ACE479" joinUrl={JOIN_URL} />, {
      container: document.body.appendChild(document.createElement('main')),
    });
    expect((await runAxe(document.body)).violations).toEqual([]);
  });
});
