/**
 * The auth forms' rules: the contract's fields, checked in the UI language. A module of its own, loaded as a form is
 * first used, so the auth pages load zod and the contract's rules only then (decision 102).
 */
import { anyPasswordField, codeField, emailField, passwordField } from '@yc/contract/validation';
import * as z from 'zod/mini';
import { passwordsMatch, zodValidator } from '../../lib/form.ts';

export const signInRules = zodValidator<{ login: string; password: string }>(
  z.object({
    login: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: 'validation.required' }),
        z.maxLength(254, { error: 'validation.maxLength' }),
      ),
    password: anyPasswordField,
  }),
);

export const signUpRules = zodValidator<{ login: string; password: string; repeat: string; terms: boolean }>(
  z
    .object({
      login: emailField,
      password: passwordField,
      repeat: z.string(),
      terms: z.literal(true, { error: 'validation.required' }),
    })
    .check(z.refine(...passwordsMatch)),
);

export const recoveryRequestRules = zodValidator<{ login: string }>(z.object({ login: emailField }));

export const recoveryChangeRules = zodValidator<{ login: string; code: string; password: string; repeat: string }>(
  z
    .object({ login: emailField, code: codeField, password: passwordField, repeat: z.string() })
    .check(z.refine(...passwordsMatch)),
);

export const confirmationRules = zodValidator<{ login: string; code: string }>(
  z.object({ login: emailField, code: codeField }),
);
