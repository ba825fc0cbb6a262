/**
 * Form validation with the contract's zod schemas, in the UI language. Issues are
 * phrased by the contract's `describeIssue`, so the form says what the API would.
 * The validation state holds the expressions the server serves at start
 * (GET /system/regexp); while it has them, they decide the fields that follow a
 * contract pattern, and the built-in rules stand in until then or if the fetch fails.
 */
import type { UseFormReturnType } from '@mantine/form';
import { describeIssue } from '@yc/contract/issues';
import type { MessageKey } from '@yc/contract/messages-en';
import { systemEndpoints } from '@yc/contract/system';
import { PATTERNS, type PatternName } from '@yc/contract/validation';
import type { z } from 'zod/mini';
import { request } from './api-client.ts';
import { i18n } from './i18n.ts';

type RegExps = Record<PatternName, RegExp>;

/** A message of the API's catalogue, as the page's language has it (the same keys in every language). */
const isApiMessage = (value: string): value is MessageKey => i18n.exists(value, { ns: 'api' });

/** The validation state: null until the server's expressions arrive. */
export const validationState: { regExp: RegExps | null } = { regExp: null };

/** Fetches the server's expressions; a failure is only logged and the built-in rules apply. */
export async function loadValidationState(): Promise<void> {
  try {
    const sources = await request(systemEndpoints.regexp);
    validationState.regExp = Object.fromEntries(
      Object.entries(sources).map(([name, { pattern, flags }]) => [name, new RegExp(pattern, flags)]),
    ) as RegExps;
  } catch (error) {
    console.warn('Validation expressions could not be fetched; the built-in rules apply.', error);
  }
}

const PATTERN_BY_SOURCE = new Map(Object.entries(PATTERNS).map(([name, re]) => [re.source, name as PatternName]));

/** The zod internals read here: a schema's definition, its wrapped schemas and its checks. */
interface SchemaDef {
  type: string;
  shape?: Record<string, unknown>;
  in?: unknown;
  out?: unknown;
  innerType?: unknown;
  checks?: Array<{ _zod: { def: { check: string; format?: string; pattern?: RegExp; error?: () => unknown } } }>;
}
const defOf = (schema: unknown): SchemaDef | undefined => (schema as { _zod?: { def: SchemaDef } })._zod?.def;

interface FieldPattern {
  name: PatternName;
  /** The catalogue key the field's rule reports. */
  message: string;
  /** Whether the field trims before its rule applies. */
  trims: boolean;
}

/** The contract pattern a field's schema checks, looking through pipes, optionals and nullables. */
function fieldPattern(schema: unknown): FieldPattern | undefined {
  const def = defOf(schema);
  if (!def) return undefined;
  for (const wrapped of [def.in, def.out, def.innerType]) {
    const found = wrapped ? fieldPattern(wrapped) : undefined;
    if (found) return found;
  }
  const checks = def.checks ?? [];
  for (const { _zod } of checks) {
    const name = _zod.def.format === 'regex' && _zod.def.pattern && PATTERN_BY_SOURCE.get(_zod.def.pattern.source);
    if (!name) continue;
    const message = _zod.def.error?.();
    return {
      name,
      message: typeof message === 'string' ? message : 'validation.invalid',
      trims: checks.some((c) => c._zod.def.check === 'overwrite'),
    };
  }
  return undefined;
}

let requested = false;

/**
 * A form's validation with the contract's schema. The first form a page shows asks for the server's expressions, so
 * a page without a form (the landing page) makes no call and loads no schema (decision 101).
 */
export function zodValidator<T extends Record<string, unknown>>(schema: z.ZodMiniType) {
  if (!requested && validationState.regExp === null && typeof window !== 'undefined') {
    requested = true;
    void loadValidationState();
  }
  const patterned = Object.entries(defOf(schema)?.shape ?? {}).flatMap(([key, field]) => {
    const pattern = fieldPattern(field);
    return pattern ? [{ key, ...pattern }] : [];
  });
  return (values: T): Record<string, string> => {
    const result = schema.safeParse(values);
    let issues: ReadonlyArray<z.core.$ZodIssue> = result.success ? [] : result.error.issues;
    const errors: Record<string, string> = {};
    const fetched = validationState.regExp;
    if (fetched) {
      for (const field of patterned) {
        // The server's expression replaces the built-in one for this field.
        issues = issues.filter(
          (i) => !(i.path[0] === field.key && i.code === 'invalid_format' && i.format === 'regex'),
        );
        const raw = values[field.key];
        const value = typeof raw === 'string' && field.trims ? raw.trim() : raw;
        if (typeof value !== 'string' || value === '' || fetched[field.name].test(value)) continue;
        if (!issues.some((i) => i.path[0] === field.key)) errors[field.key] = i18n.t(`api:${field.message}`);
      }
    }
    for (const issue of issues) {
      const key = issue.path.join('.');
      if (errors[key]) continue;
      const { code, params } = describeIssue(issue as Parameters<typeof describeIssue>[0], isApiMessage);
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

/**
 * A dialog's form as it opens on `values`: those values, nothing dirty, no errors, and the last save's outcome (its
 * `create`/`update` mutations' errors) forgotten, so each opening starts from what is saved.
 */
export function resetForm<V extends Record<string, unknown>>(
  form: UseFormReturnType<V>,
  values: V,
  mutations: { reset: () => void }[],
): void {
  form.setValues(values);
  form.resetDirty(values);
  form.clearErrors();
  for (const mutation of mutations) mutation.reset();
}
