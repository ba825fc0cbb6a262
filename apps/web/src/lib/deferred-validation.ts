/**
 * A public page's form validation, loaded as the form is first used rather than with the page: the schema, zod and the
 * contract's rules are JavaScript the sign-in page's first screen does not need (decision 102). `validate` goes to
 * Mantine's `useForm`; `prepare` loads the rules (once) and resolves when `validate` checks with them; `formProps`
 * are the `<form>`'s: its first focus starts the load, and a submit waits for it before the form's own handler runs.
 */
import { type FormEvent, useState } from 'react';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload.ts';
import { i18n } from './i18n.ts';
import { notifyError } from './notify.ts';

export type Validator<V> = (values: V) => Record<string, string>;

export interface DeferredValidation<V> {
  validate: Validator<V>;
  prepare: () => Promise<void>;
  formProps: (submit: () => void) => { onSubmit: (event: FormEvent) => void; onFocus: () => void; noValidate: true };
}

export function useDeferredValidation<V>(load: () => Promise<Validator<V>>): DeferredValidation<V> {
  const [validation] = useState(() => {
    let validator: Validator<V> | undefined;
    let loading: Promise<void> | undefined;
    const prepare = () => {
      loading ??= load().then(
        (loaded) => {
          validator = loaded;
        },
        (error: unknown) => {
          // A chunk that did not arrive may be asked again on the next submit.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    };
    return {
      // Until the rules have loaded nothing is submitted (`submitting`), so an empty answer is never acted upon.
      validate: (values: V) => validator?.(values) ?? {},
      prepare,
      formProps: (submit: () => void) => ({
        onSubmit: (event: FormEvent) => {
          event.preventDefault();
          prepare().then(submit, (error: unknown) => {
            if (isChunkLoadError(error) && reloadOnceForChunkError()) return;
            notifyError(error, i18n.t('api:http.internal'));
          });
        },
        // A failure here is reported by the submit that tries again.
        onFocus: () => void prepare().catch(() => undefined),
        noValidate: true as const,
      }),
    };
  });
  return validation;
}
