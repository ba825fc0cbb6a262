import { screen, waitFor } from '@testing-library/react';
import type { Article } from '@yc/contract/content';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render.tsx';
import { cleanQueryCacheEachTest, notFoundError, stubContentApi, summary } from '../testing/content-api.ts';
import { ArticleView } from './article-view.tsx';

const article = (body: string, over: Partial<Article> = {}): Article => ({
  ...summary(5, { slug: 'daily-compounding', title: 'How daily compounding works' }),
  locale: 'en',
  body,
  ...over,
});

const routes = [
  { path: '/learn', element: <p>learn list</p> },
  { path: '/cabinet/faq', element: <p>faq page</p> },
];

describe('learn article', () => {
  cleanQueryCacheEachTest();

  it('renders the Markdown body: headings, lists, emphasis and links', async () => {
    const { queries } = stubContentApi({
      'GET /api/v1/articles/daily-compounding': () => ({
        json: article(
          [
            'Yield is added **once a day**.',
            '',
            '## Compounding',
            '',
            '- daily growth factor',
            '- daily rate',
            '',
            '1. deposit',
            '2. wait',
            '',
            'Read [the F.A.Q.](/cabinet/faq) or [the spec](https://example.org/spec).',
          ].join('\n'),
        ),
      }),
    });
    const { container, user } = await renderWithApp(<ArticleView slug="daily-compounding" />, {
      url: '/learn/daily-compounding',
      routes,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'How daily compounding works' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Compounding' })).toBeInTheDocument();
    const lists = screen.getAllByRole('list');
    expect(lists.map((l) => l.tagName)).toEqual(['UL', 'OL']);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'daily growth factor',
      'daily rate',
      'deposit',
      'wait',
    ]);
    expect(container.querySelector('strong')).toHaveTextContent('once a day');
    expect(screen.getByRole('link', { name: 'the F.A.Q.' })).toHaveAttribute('href', '/cabinet/faq');
    const external = screen.getByRole('link', { name: 'the spec' });
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('2026-10-05')).toBeInTheDocument();
    expect(screen.getByText('5 min read')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/learn');
    await waitFor(() => expect(document.title).toBe('How daily compounding works — Yield Finance'));
    expect(queries('/api/v1/articles/daily-compounding')).toEqual([{ locale: 'en' }]);

    // A link to this site moves within the app.
    await user.click(screen.getByRole('link', { name: 'the F.A.Q.' }));
    expect(await screen.findByText('faq page')).toBeInTheDocument();
  });

  it('shows raw HTML in the body as text and never as elements', async () => {
    stubContentApi({
      'GET /api/v1/articles/daily-compounding': () => ({
        json: article(
          [
            'Before <img src=x onerror=alert(1)> after.',
            '',
            '<script>alert(1)</script>',
            '',
            '<div onclick="alert(1)"><iframe src="https://evil.example"></iframe></div>',
            '',
            '[click me](javascript:alert(1)) and ![pixel](javascript:alert(1))',
          ].join('\n'),
        ),
      }),
    });
    const { container } = await renderWithApp(<ArticleView slug="daily-compounding" />, {
      url: '/learn/daily-compounding',
      routes,
    });
    await screen.findByRole('heading', { level: 1 });

    const body = container.querySelector('article');
    expect(body?.querySelector('img, script, iframe, [onclick], [onerror]')).toBeNull();
    expect(body?.querySelector('a[href^="javascript"]')).toBeNull();
    expect(screen.getByText('Before <img src=x onerror=alert(1)> after.')).toBeInTheDocument();
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(screen.getByText(/click me and pixel/)).toBeInTheDocument();
  });

  it('shows a friendly not-found page with a way back when the API says 404', async () => {
    const { queries } = stubContentApi({ 'GET /api/v1/articles/gone': () => notFoundError });
    const { user } = await renderWithApp(<ArticleView slug="gone" />, { url: '/learn/gone', routes });

    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByText('It may have been moved, or it is not available in this language.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Article not found — Yield Finance'));
    // A 404 is final: asked once, never retried.
    expect(queries('/api/v1/articles/gone')).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: 'Back to Learn' }));
    expect(await screen.findByText('learn list')).toBeInTheDocument();
  });

  it('links back to the Russian list under /ru', async () => {
    stubContentApi({ 'GET /api/v1/articles/gone': () => notFoundError });
    await renderWithApp(<ArticleView slug="gone" />, { url: '/ru/learn/gone' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Статья не найдена' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться к обучению' })).toHaveAttribute('href', '/ru/learn');
  });

  it('does not ask the API for a slug no article can have', async () => {
    const { queries } = stubContentApi({});
    await renderWithApp(<ArticleView slug="Not a slug!" />, { url: '/learn/x' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(queries('/api/v1/articles/Not%20a%20slug!')).toEqual([]);
  });

  it('shows an error with a retry when the server fails', async () => {
    let fail = true;
    stubContentApi({
      'GET /api/v1/articles/daily-compounding': () =>
        fail
          ? { status: 503, json: { statusCode: 503, error: 'Unavailable', message: 'down' } }
          : { json: article('Hi.') },
    });
    const { user } = await renderWithApp(<ArticleView slug="daily-compounding" />, { url: '/learn/daily-compounding' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The article could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'How daily compounding works' })).toBeInTheDocument();
  });
});
