import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render.tsx';
import { cleanQueryCacheEachTest, serverError, stubContentApi, summary } from '../testing/content-api.ts';
import { ARTICLES_PAGE_SIZE, ArticleList } from './article-list.tsx';

/** `total` articles, served a page at a time as the API does. */
const answerPages = (total: number) => {
  const all = Array.from({ length: total }, (_, i) => summary(i + 1));
  return stubContentApi({
    'GET /api/v1/articles': (url) => {
      const page = Number(url.searchParams.get('page'));
      const pageSize = Number(url.searchParams.get('pageSize'));
      return { json: { items: all.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total } };
    },
  });
};

describe('learn articles list', () => {
  cleanQueryCacheEachTest();

  it("shows each article's title, excerpt, date and '{min} min read'", async () => {
    const { queries } = stubContentApi({
      'GET /api/v1/articles': () => ({
        json: {
          items: [summary(7, { publishedAt: '2026-10-06T23:30:00.000Z' }), summary(1)],
          page: 1,
          pageSize: ARTICLES_PAGE_SIZE,
          total: 2,
        },
      }),
    });
    await renderWithApp(<ArticleList />, { url: '/learn' });

    const card = (await screen.findByRole('heading', { name: 'Article number 7' })).closest('article');
    if (!card) throw new Error('no card');
    expect(within(card).getByRole('link', { name: 'Article number 7' })).toHaveAttribute('href', '/learn/article-7');
    expect(within(card).getByText('What article 7 is about.')).toBeInTheDocument();
    expect(within(card).getByText('2026-10-06')).toHaveAttribute('datetime', '2026-10-06T23:30:00.000Z');
    expect(within(card).getByText('7 min read')).toBeInTheDocument();
    expect(screen.getByText('1 min read')).toBeInTheDocument();
    // Two articles fit one page: no page switch.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(queries('/api/v1/articles')).toEqual([{ locale: 'en', page: '1', pageSize: String(ARTICLES_PAGE_SIZE) }]);
  });

  it('switches to page 2: the URL says ?page=2 and the API is asked for page 2', async () => {
    const { queries } = answerPages(20);
    const { user, currentLocation } = await renderWithApp(<ArticleList />, { url: '/learn' });
    await screen.findByRole('heading', { name: 'Article number 1' });

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));

    expect(
      await screen.findByRole('heading', { name: `Article number ${ARTICLES_PAGE_SIZE + 1}` }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Article number 1' })).not.toBeInTheDocument());
    expect(currentLocation().search).toBe('?page=2');
    expect(queries('/api/v1/articles').map((q) => q.page)).toEqual(['1', '2']);
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pages).getByRole('button', { name: 'Previous page' }));
    await screen.findByRole('heading', { name: 'Article number 1' });
    expect(currentLocation().search).toBe('');
  });

  it('opens the page named in the URL', async () => {
    const { queries } = answerPages(20);
    await renderWithApp(<ArticleList />, { url: '/learn?page=3', path: '/learn' });
    expect(await screen.findByRole('heading', { name: 'Article number 19' })).toBeInTheDocument();
    expect(queries('/api/v1/articles')).toEqual([{ locale: 'en', page: '3', pageSize: String(ARTICLES_PAGE_SIZE) }]);
  });

  it("reads '{min} мин чтения' in Russian and asks for Russian articles", async () => {
    const { queries } = stubContentApi({
      'GET /api/v1/articles': () => ({
        json: { items: [summary(4, { title: 'Что такое APY' })], page: 1, pageSize: ARTICLES_PAGE_SIZE, total: 1 },
      }),
    });
    await renderWithApp(<ArticleList />, { url: '/ru/learn' });
    expect(await screen.findByText('4 мин чтения')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Что такое APY' })).toHaveAttribute('href', '/ru/learn/article-4');
    expect(queries('/api/v1/articles')[0]?.locale).toBe('ru');
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    stubContentApi({
      'GET /api/v1/articles': () =>
        fail ? serverError : { json: { items: [summary(2)], page: 1, pageSize: ARTICLES_PAGE_SIZE, total: 1 } },
    });
    const { user } = await renderWithApp(<ArticleList />, { url: '/learn' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The articles could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Article number 2' })).toBeInTheDocument();
  });

  it('offers the first page when the URL points past the last one', async () => {
    answerPages(5);
    const { user, currentLocation } = await renderWithApp(<ArticleList />, { url: '/learn?page=4', path: '/learn' });
    expect(await screen.findByText('There are no articles on this page.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(await screen.findByRole('heading', { name: 'Article number 1' })).toBeInTheDocument();
    expect(currentLocation().search).toBe('');
  });
});
