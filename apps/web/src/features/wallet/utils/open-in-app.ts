/** Phones without a wallet extension open the page in a wallet app's own browser (docs/product.md §2 modal). */
import { UI } from '@yc/contract/constants';

/** A phone: a narrow screen (docs/product.md §9: up to 600 px) or a touch device's user agent. */
export const isPhone = (): boolean =>
  window.innerWidth <= UI.mobileBreakpointPx || /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);

/** Plain deep links: nothing is loaded from these hosts, the phone hands the URL to the app. */
export function walletAppLinks(page: Pick<Location, 'protocol' | 'host' | 'pathname' | 'search'>) {
  const path = `${page.host}${page.pathname}${page.search}`;
  return {
    metaMask: `https://metamask.app.link/dapp/${path}`,
    trust: `https://link.trustwallet.com/open_url?url=${encodeURIComponent(`${page.protocol}//${path}`)}`,
  };
}
