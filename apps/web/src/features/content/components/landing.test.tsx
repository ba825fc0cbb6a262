import { screen, within } from '@testing-library/react';
import { POOL_TOKENS } from '@yc/contract/constants';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render.tsx';
import { cleanQueryCacheEachTest, serverError, stubContentApi, summary } from '../testing/content-api.ts';
import { Landing } from './landing.tsx';
import { LATEST_ARTICLES } from './latest-articles.tsx';

const latest = () => ({
  json: { items: [summary(3), summary(2), summary(1)], page: 1, pageSize: LATEST_ARTICLES, total: 12 },
});

const overview = () => ({
  json: {
    fiat: 'usd',
    items: [
      { name: 'stable', apy: '8.5', tvl: '1250000', dailyRewards: '279.12' },
      { name: 'coin', apy: '12.25', tvl: '980000.5', dailyRewards: '300' },
      { name: 'dex', apy: '21', tvl: '0', dailyRewards: '0' },
      { name: 'strategy', apy: '15', tvl: '42', dailyRewards: '0.01' },
    ],
    priceStale: false,
    pricesUpdatedAt: '2026-11-21T00:00:00.000Z',
  },
});
const noOverview = () => serverError;

/** Without the live overview no figure may appear: no percentages, no dollar amounts. */
const expectNoFigures = () => {
  const page = document.body.cloneNode(true) as HTMLElement;
  // Mantine's <style> tags are not page text.
  for (const el of page.querySelectorAll('style, script')) el.remove();
  expect(page.textContent).toMatch(/Put your crypto|Ваша криптовалюта/);
  expect(page.textContent).not.toMatch(/[%$]/);
};

describe('home page', () => {
  cleanQueryCacheEachTest();

  it('presents the platform and leads to sign-up; no figures when the overview cannot be loaded', async () => {
    const { queries } = stubContentApi({ 'GET /api/v1/articles': latest, 'GET /api/v1/pools': noOverview });
    await renderWithApp(<Landing />, { url: '/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Put your crypto to work, every day' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByRole('link', { name: 'Learn how it works' })).toHaveAttribute('href', '/learn');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up');

    for (const [pool, name] of [
      ['stable', 'Stable pool'],
      ['coin', 'Coin pool'],
      ['dex', 'Dex pool'],
      ['strategy', 'Strategy pool'],
    ] as const) {
      const card = screen.getByRole('heading', { level: 3, name }).closest('article');
      if (!card) throw new Error(`no card for ${pool}`);
      expect(
        within(card)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([...POOL_TOKENS[pool]]);
    }
    expect(screen.getByText('SPOOL')).toBeInTheDocument();

    const steps = screen.getByRole('heading', { level: 2, name: 'How it works' }).closest('section');
    if (!steps) throw new Error('no steps');
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Sign up', 'Deposit on-chain', 'Earn every day', 'Withdraw']);
    for (const point of ['Deposits verified on-chain', 'An exact ledger', 'No custody of your wallet keys']) {
      expect(screen.getByRole('heading', { level: 3, name: point })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Referral programme' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'See where your deposit could go' })).toBeInTheDocument();

    expect(await screen.findByRole('link', { name: 'Article number 3' })).toHaveAttribute('href', '/learn/article-3');
    expect(screen.getByText('3 min read')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All articles/ })).toHaveAttribute('href', '/learn');
    expect(queries('/api/v1/articles')).toEqual([{ locale: 'en', page: '1', pageSize: String(LATEST_ARTICLES) }]);
    expectNoFigures();
  });

  it('speaks Russian under /ru, with no figures either', async () => {
    const { queries } = stubContentApi({ 'GET /api/v1/articles': latest, 'GET /api/v1/pools': noOverview });
    await renderWithApp(<Landing />, { url: '/ru' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ваша криптовалюта работает каждый день' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Начать' })).toHaveAttribute('href', '/ru/sign-up');
    expect(screen.getByRole('link', { name: 'Узнать, как это работает' })).toHaveAttribute('href', '/ru/learn');
    expect(await screen.findByText('3 мин чтения')).toBeInTheDocument();
    expect(queries('/api/v1/articles')[0]?.locale).toBe('ru');
    expectNoFigures();
  });

  it.each([
    ['/', ['8.5%', '$1,250,000.00'], ['12.25%', '$980,000.50'], ['21%', '$0.00']],
    ['/ru', ['8,5 %', '1 250 000,00 $'], ['12,25 %', '980 000,50 $'], ['21 %', '0,00 $']],
  ])('shows each pool’s live APY and value locked (%s)', async (url, stable, coin, dex) => {
    stubContentApi({ 'GET /api/v1/articles': latest, 'GET /api/v1/pools': overview });
    await renderWithApp(<Landing />, { url });
    const cards = await screen.findAllByRole('article');
    await expect.poll(() => cards[0]?.querySelectorAll('dd').length).toBe(2);
    const figures = (card: HTMLElement | undefined) =>
      [...(card?.querySelectorAll('dd') ?? [])].map((dd) => dd.textContent?.replace(/[\u00a0\u202f]/g, ' '));
    expect(figures(cards[0])).toEqual(stable);
    expect(figures(cards[1])).toEqual(coin);
    expect(figures(cards[2])).toEqual(dex);
  });

  it('leaves the articles out when they cannot be loaded', async () => {
    const { queries } = stubContentApi({ 'GET /api/v1/articles': () => serverError, 'GET /api/v1/pools': overview });
    await renderWithApp(<Landing />, { url: '/' });
    await screen.findByRole('link', { name: 'Get started' });
    // The app's policy: three tries in all, then the section steps aside.
    await expect.poll(() => queries('/api/v1/articles').length).toBe(3);
    await expect.poll(() => screen.queryByRole('heading', { name: 'Latest from Learn' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Ready to start?' })).toBeInTheDocument();
  });
});
