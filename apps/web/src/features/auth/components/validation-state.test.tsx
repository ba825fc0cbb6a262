/** The validation state: the server's expressions decide the form rules; a failed fetch leaves the built-in ones. */
import { screen } from '@testing-library/react';
import { patternSources } from '@yc/contract/validation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadValidationState, validationState } from '../../../lib/form.ts';
import { renderWithApp, stubFetch } from '../../../testing/render.tsx';
import { SignUpForm } from './sign-up-form.tsx';

/** The server's answer with its password rule made looser (4+ characters) and its e-mail rule stricter. */
const served = {
  ...patternSources(),
  password: { pattern: '^.{4,}$', flags: '' },
  email: { pattern: '^[a-z]+@example\\.com$', flags: '' },
};

async function signUp(login: string, password: string) {
  const calls = stubFetch({ 'POST /api/v1/register': () => ({ status: 409, json: { message: 'taken' } }) });
  const { user } = await renderWithApp(<SignUpForm />, { url: '/sign-up' });
  await user.type(screen.getByLabelText(/^E-mail/), login);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.type(screen.getByLabelText(/^Repeat the password/), password);
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Create an account' }));
  return calls;
}

describe('validation state', () => {
  afterEach(() => {
    validationState.regExp = null;
    vi.restoreAllMocks();
  });

  it('is null until fetched, then holds the server expressions', async () => {
    expect(validationState.regExp).toBeNull();
    stubFetch({ 'GET /api/v1/system/regexp': () => ({ json: served }) });
    await loadValidationState();
    expect(validationState.regExp?.password.source).toBe('^.{4,}$');
  });

  it('a form follows the fetched expressions, not the built-in ones', async () => {
    stubFetch({ 'GET /api/v1/system/regexp': () => ({ json: served }) });
    await loadValidationState();
    // "abcd" breaks the built-in password rule but passes the served one: the form sends it.
    const calls = await signUp('anna@example.com', 'abcd');
    expect(await screen.findByText('taken')).toBeInTheDocument();
    expect(calls.map((c) => c.key)).toEqual(['POST /api/v1/register']);
  });

  it('refuses what the fetched expression refuses, with the field message', async () => {
    stubFetch({ 'GET /api/v1/system/regexp': () => ({ json: served }) });
    await loadValidationState();
    // A valid address by the built-in rule, outside the served one.
    const calls = await signUp('anna@example.org', 'Secret#123');
    expect(await screen.findByText('Please check your email')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('only logs a failed fetch, and the built-in rules apply', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch({ 'GET /api/v1/system/regexp': () => ({ status: 503, json: { message: 'unavailable' } }) });
    await loadValidationState();
    expect(warn).toHaveBeenCalledOnce();
    expect(validationState.regExp).toBeNull();
    const calls = await signUp('anna@example.org', 'abcd');
    expect(await screen.findByText('Please check your password')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
