/** Connecting where the browser has no wallet at all (docs/product.md §4, §2 modal). */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chainConfig } from '../../../testing/chain.ts';
import { renderWithApp, stubFetch } from '../../../testing/render.tsx';
import { ConnectWalletButton } from './connect-wallet-button.tsx';

const desktopAgent = navigator.userAgent;
const setAgent = (userAgent: string) =>
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });

beforeAll(() => {
  stubFetch({ 'GET /api/v1/chain/config': () => ({ json: chainConfig }) });
});

afterEach(() => setAgent(desktopAgent));

describe('connecting without a wallet', () => {
  it('warns on a desktop browser', async () => {
    const { user } = await renderWithApp(<ConnectWalletButton label="Connect wallet" />);
    await user.click(screen.getByRole('button', { name: 'Connect wallet' }));
    expect(
      await screen.findByText(
        'No wallet found: install a browser wallet such as MetaMask, or open this page in a wallet app',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("offers a phone to open the page in a wallet app's browser", async () => {
    setAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148');
    const { user } = await renderWithApp(<ConnectWalletButton label="Подключить кошелёк" />, {
      url: '/ru/cabinet/dashboard?x=1',
    });
    await user.click(screen.getByRole('button', { name: 'Подключить кошелёк' }));
    const dialog = await screen.findByRole('dialog', { name: 'Откройте в приложении кошелька' });
    const page = `${location.host}/ru/cabinet/dashboard?x=1`;
    expect(within(dialog).getByRole('link', { name: 'Открыть в MetaMask' })).toHaveAttribute(
      'href',
      `https://metamask.app.link/dapp/${page}`,
    );
    expect(within(dialog).getByRole('link', { name: 'Открыть в Trust Wallet' })).toHaveAttribute(
      'href',
      `https://link.trustwallet.com/open_url?url=${encodeURIComponent(`${location.protocol}//${page}`)}`,
    );
    expect(screen.queryByText(/Кошелёк не найден/)).not.toBeInTheDocument();
  });
});
