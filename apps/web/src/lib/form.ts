/**
 * Form validation with the contract's zod schemas, in the UI language. Issues are
 * phrased by the contract's `describeIssue`, so the form says what the API would.
 */
import { describeIssue } from '@yc/contract/issues';
import type { z } from 'zod';
import { i18n } from './i18n.ts';

export function zodValidator<T extends Record<string, unknown>>(schema: z.ZodType) {
  return (values: T): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      if (errors[key]) continue;
      const { code, params } = describeIssue(issue as Parameters<typeof describeIssue>[0]);
      errors[key] = i18n.t(`api:${code}`, params);
    }
    return errors;
  };
}

/** "Repeat the password" must match; checked even when other fields failed, which zod would otherwise skip. */
export const passwordsMatch: [
  (v: { password: string; repeat: string }) => boolean,
  { path: PropertyKey[]; error: string; when: () => boolean },
] = [(v) => v.password === v.repeat, { path: ['repeat'], error: 'validation.passwordsMismatch', when: () => true }];
