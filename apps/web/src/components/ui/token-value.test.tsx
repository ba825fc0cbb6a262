import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render.tsx';
import { TokenValue } from './token-value.tsx';

/** Selects the figure's text as a reader would before copying it, and copies; returns what reached the clipboard. */
function copyOf(figure: HTMLElement): string | undefined {
  const range = document.createRange();
  range.selectNodeContents(figure);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  const setData = vi.fn();
  fireEvent.copy(figure, { clipboardData: { setData } });
  return setData.mock.calls.find(([type]) => type === 'text/plain')?.[1];
}

describe('a token figure', () => {
  it('is shown at display precision on one line, exact on hover and when copied', async () => {
    await renderWithApp(<TokenValue value="9999.99994632549873961" symbol="ETH" testId="eth" />);
    const figure = screen.getByTestId('eth');
    expect(figure).toHaveTextContent(/^9,999\.99 ETH$/);
    expect(figure).toHaveAttribute('title', '9,999.99994632549873961 ETH');
    expect(figure).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(copyOf(figure)).toBe('9999.99994632549873961');
  });

  it('needs neither a title nor a copy of its own when nothing is cut', async () => {
    await renderWithApp(<TokenValue value="12.5" symbol="USDT" testId="usdt" />);
    const figure = screen.getByTestId('usdt');
    expect(figure).toHaveTextContent(/^12\.5 USDT$/);
    expect(figure).not.toHaveAttribute('title');
    expect(copyOf(figure)).toBeUndefined();
  });

  it('in Russian, copies the plain decimal all the same', async () => {
    await renderWithApp(<TokenValue value="1234.000000000000000001" testId="spool" />, { url: '/ru/cabinet/dao' });
    const figure = screen.getByTestId('spool');
    expect(figure.textContent?.replace(/\s/g, ' ')).toBe('1 234');
    expect(figure.getAttribute('title')?.replace(/\s/g, ' ')).toBe('1 234,000000000000000001');
    expect(copyOf(figure)).toBe('1234.000000000000000001');
  });
});
