import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../lib/session.ts';
import { signIn } from '../../testing/fixtures.ts';
import { renderWithApp } from '../../testing/render.tsx';
import { UserAvatar, UserGreeting } from './user-identity.tsx';

const wallet = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';
/** The wallet avatar's picture, once drawn: an image whose source is derived from the address. */
const blockieOf = (container: HTMLElement) =>
  vi.waitFor(() => {
    const src = container.querySelector('[data-testid="wallet-avatar"] img')?.getAttribute('src');
    if (!src) throw new Error('the wallet avatar has no picture yet');
    return src;
  });
const header = (
  <>
    <UserAvatar />
    <UserGreeting />
  </>
);

describe('user identity in the cabinet header', () => {
  afterEach(() => endSession());

  it('greets a wallet-only account by its shortened address and shows its blockie, not initials', async () => {
    signIn({ name: null, login: null, email: null, metaMaskAddress: wallet, avatarUrl: null });
    const { container } = await renderWithApp(header, { url: '/cabinet/dashboard' });
    const greeting = screen.getByText('Hello, 0x9965...B0A4dc');
    expect(greeting).toHaveAttribute('title', wallet);
    expect(screen.queryByText('0X')).toBeNull();
    expect(await blockieOf(container)).toMatch(/^data:image\/png;base64,/);
    expect(container).not.toHaveTextContent(wallet);
  });

  it('draws one blockie per address, whatever its case, and another for another address', async () => {
    const pictureOf = async (metaMaskAddress: string) => {
      signIn({ name: null, login: null, email: null, metaMaskAddress, avatarUrl: null });
      const { container, unmount } = await renderWithApp(<UserAvatar />, { url: '/cabinet/dashboard' });
      const src = await blockieOf(container);
      unmount();
      return src;
    };
    const picture = await pictureOf(wallet);
    expect(picture).toMatch(/^data:image\/png;base64,/);
    expect(await pictureOf(wallet.toLowerCase())).toBe(picture);
    expect(await pictureOf('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).not.toBe(picture);
  });

  it('greets a named account by its name, with initials and the full text', async () => {
    signIn({ name: 'Anna Petrova', metaMaskAddress: wallet, avatarUrl: null });
    await renderWithApp(header, { url: '/ru/cabinet/dashboard' });
    expect(screen.getByText('Здравствуйте, Anna Petrova')).not.toHaveAttribute('title');
    expect(screen.getByText('AP')).toBeInTheDocument();
    expect(screen.queryByTestId('wallet-avatar')).toBeNull();
  });
});
