import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render.tsx';
import { cleanQueryCacheEachTest, serverError, stubContentApi } from '../testing/content-api.ts';
import { FaqList } from './faq-list.tsx';

const item = (id: string, category: string, question: string, answer = `Answer to ${question}`) => ({
  id,
  category,
  question,
  answer,
});

describe('F.A.Q.', () => {
  cleanQueryCacheEachTest();

  it('groups the questions by category, in the order the API gives them', async () => {
    const { queries } = stubContentApi({
      'GET /api/v1/faq': () => ({
        json: {
          locale: 'en',
          items: [
            item('1', 'Getting started', 'What is this platform?'),
            item('2', 'Deposits', 'How are deposits verified?'),
            item('3', 'Getting started', 'How do I open an account?'),
            item('4', 'Security', 'Who holds my keys?'),
          ],
        },
      }),
    });
    const { user } = await renderWithApp(<FaqList />, { url: '/cabinet/faq' });

    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Getting started', 'Deposits', 'Security']);
    const start = screen.getByRole('region', { name: 'Getting started' });
    expect(
      within(start)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['What is this platform?', 'How do I open an account?']);
    const deposits = screen.getByRole('region', { name: 'Deposits' });
    expect(
      within(deposits)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['How are deposits verified?']);
    expect(queries('/api/v1/faq')).toEqual([{ locale: 'en' }]);

    const question = screen.getByRole('button', { name: 'How are deposits verified?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Answer to How are deposits verified?')).toBeInTheDocument();
  });

  it('asks for Russian under /ru and shows it', async () => {
    const { queries } = stubContentApi({
      'GET /api/v1/faq': () => ({
        json: {
          locale: 'ru',
          items: [
            item('1', 'Начало работы', 'Что это за платформа?'),
            item('2', 'Депозиты', 'Как проверяются депозиты?'),
          ],
        },
      }),
    });
    await renderWithApp(<FaqList />, { url: '/ru/cabinet/faq' });
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Начало работы', 'Депозиты']);
    expect(
      within(screen.getByRole('region', { name: 'Депозиты' })).getByRole('button', {
        name: 'Как проверяются депозиты?',
      }),
    ).toBeInTheDocument();
    expect(queries('/api/v1/faq')).toEqual([{ locale: 'ru' }]);
  });

  it('shows a loading state, then an error with a retry that loads the questions', async () => {
    let fail = true;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubContentApi({
      'GET /api/v1/faq': () =>
        fail ? serverError : { json: { locale: 'en', items: [item('1', 'Fees', 'Are there any fees?')] } },
    });
    const answered = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      await gate;
      return answered(input, init);
    }) as typeof fetch;

    const { user } = await renderWithApp(<FaqList />, { url: '/cabinet/faq' });
    expect(screen.getByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
    release();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The questions could not be loaded. Check your connection and try again.',
    );
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Fees' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('renders an answer as Markdown, raw HTML shown as text (decision 83)', async () => {
    stubContentApi({
      'GET /api/v1/faq': () => ({
        json: {
          locale: 'en',
          items: [item('1', 'Fees', 'Are there any fees?', 'Only **two**: see [fees](/learn/fees). <b>raw</b>')],
        },
      }),
    });
    const { user } = await renderWithApp(<FaqList />, { url: '/cabinet/faq' });
    await user.click(await screen.findByRole('button', { name: 'Are there any fees?' }));
    const region = screen.getByRole('region', { name: 'Fees' });
    expect(within(region).getByText('two').tagName).toBe('STRONG');
    expect(within(region).getByRole('link', { name: 'fees' })).toHaveAttribute('href', '/learn/fees');
    expect(within(region).getByText(/<b>raw<\/b>/)).toBeInTheDocument();
  });

  it('says so when there are no questions', async () => {
    stubContentApi({ 'GET /api/v1/faq': () => ({ json: { locale: 'en', items: [] } }) });
    await renderWithApp(<FaqList />, { url: '/cabinet/faq' });
    expect(await screen.findByText('No questions have been published yet.')).toBeInTheDocument();
  });
});
