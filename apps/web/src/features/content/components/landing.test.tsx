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

/** No figure may be invented here: no percentages, no dollar amounts. */
const expectNoFigures = () => {
  const page = document.body.cloneNode(true) as HTMLElement;
  // Mantine's <style> tags are not page text.
  for (const el of page.querySelectorAll('style, script')) el.remove();
  expect(page.textContent).toMatch(/Put your crypto|Ваша криптовалюта/);
  expect(page.textContent).not.toMatch(/[%$]/);
};

describe('home page', () => {
  cleanQueryCacheEachTest();

  it('presents the platform with no figures and leads to sign-up', async () => {
    const { queries } = stubContentApi({ 'GET /api/v1/articles': latest });
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
    const { queries } = stubContentApi({ 'GET /api/v1/articles': latest });
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

  it('leaves the articles out when they cannot be loaded', async () => {
    const { queries } = stubContentApi({ 'GET /api/v1/articles': () => serverError });
    await renderWithApp(<Landing />, { url: '/' });
    await screen.findByRole('link', { name: 'Get started' });
    // The app's policy: three tries in all, then the section steps aside.
    await expect.poll(() => queries('/api/v1/articles').length).toBe(3);
    await expect.poll(() => screen.queryByRole('heading', { name: 'Latest from Learn' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Ready to start?' })).toBeInTheDocument();
  });
});
