/**
 * A pool's title, description and risks in English and Russian (docs/product.md §10 "Pools"), each language with a
 * preview rendered by the investor's own component (PoolText) from what the reader of that language would see: an
 * empty Russian field shows the English one, as the pool page does (poolTextIn, decision 37).
 */
import { Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type AdminPoolTextsResponse,
  POOL_TEXT_LIMITS,
  type PoolTexts,
  poolTextIn,
  type UpdatePoolTextsBody,
  updatePoolTextsBody,
} from '@yc/contract/admin-pool-content';
import type { AnyPool, LocaleCode } from '@yc/contract/constants';
import { useId } from 'react';
import { PoolText } from '../../../components/pools/pool-text.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { QueryCard } from '../../../components/ui/query-card.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { zodValidator } from '../../../lib/form.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { usePoolTexts, useUpdatePoolTexts } from '../api/pool-content.ts';

const LANGUAGES = ['en', 'ru'] as const satisfies readonly LocaleCode[];

/** One language's fields; the risks are written one per line. */
interface TextValues {
  title: string;
  description: string;
  risks: string;
}
type Values = Record<LocaleCode, TextValues>;

const valuesOf = ({ texts }: AdminPoolTextsResponse): Values => ({
  en: { ...texts.en, risks: texts.en.risks.join('\n') },
  ru: { ...texts.ru, risks: texts.ru.risks.join('\n') },
});
const risksOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const bodyOf = (v: Values): UpdatePoolTextsBody => ({
  en: { ...v.en, risks: risksOf(v.en.risks) },
  ru: { ...v.ru, risks: risksOf(v.ru.risks) },
});

const checkBody = zodValidator<UpdatePoolTextsBody>(updatePoolTextsBody);
/** The body's issues under the form's fields: a risk's issue (`en.risks.2`) goes to its language's risks box. */
const validate = (v: Values) =>
  Object.fromEntries(
    Object.entries(checkBody(bodyOf(v))).map(([key, message]) => [key.split('.').slice(0, 2).join('.'), message]),
  );

function Preview({ pool, values, locale }: { pool: AnyPool; values: Values; locale: LocaleCode }) {
  const { t } = useTranslation(['admin-pool-content', 'pools']);
  const headingId = useId();
  const texts: PoolTexts = bodyOf(values);
  const shown = poolTextIn(texts, locale, pool);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} id={headingId}>
        {t(`texts.preview.${locale}`)}
      </Text>
      {/* The investor's strategy card: its heading, then the texts as PoolText renders them. */}
      <Paper
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'lg' }}
        lang={locale}
        aria-labelledby={headingId}
        data-testid={`pool-text-preview-${locale}`}
      >
        <Title order={3} size="h4" mb="md">
          {t('pools:strategyDetails.title')}
        </Title>
        <PoolText {...shown} />
      </Paper>
    </Stack>
  );
}

function TextsForm({ pool, data }: { pool: AnyPool; data: AdminPoolTextsResponse }) {
  const { t } = useTranslation('admin-pool-content');
  const save = useUpdatePoolTexts(pool);
  const form = useForm<Values>({ initialValues: valuesOf(data), validate });
  const submit = form.onSubmit((values) =>
    save.mutate(bodyOf(values), {
      onSuccess: (saved) => {
        form.setInitialValues(valuesOf(saved));
        form.setValues(valuesOf(saved));
        notifySuccess(t('texts.saved'));
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c={MUTED}>
          {t('texts.hint')}
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {LANGUAGES.map((locale) => (
            <Stack key={locale} gap="sm" miw={0}>
              <Title order={3} size="h5">
                {t(`texts.language.${locale}`)}
              </Title>
              <TextInput
                label={t(`texts.title.${locale}`)}
                lang={locale}
                maxLength={POOL_TEXT_LIMITS.title}
                {...form.getInputProps(`${locale}.title`)}
              />
              <Textarea
                label={t(`texts.description.${locale}`)}
                description={locale === 'ru' ? t('texts.fallback') : undefined}
                lang={locale}
                autosize
                minRows={3}
                maxRows={12}
                maxLength={POOL_TEXT_LIMITS.description}
                {...form.getInputProps(`${locale}.description`)}
              />
              <Textarea
                label={t(`texts.risks.${locale}`)}
                description={t('texts.risksHint')}
                lang={locale}
                autosize
                minRows={3}
                maxRows={10}
                {...form.getInputProps(`${locale}.risks`)}
              />
              <Preview pool={pool} values={form.values} locale={locale} />
            </Stack>
          ))}
        </SimpleGrid>
        <FormFooter
          error={save.isError ? messageOf(save.error, t('saveFailed')) : null}
          label={t('texts.save')}
          pending={save.isPending}
        />
      </Stack>
    </form>
  );
}

export function PoolTextsSection({ pool }: { pool: AnyPool }) {
  const { t } = useTranslation('admin-pool-content');
  const texts = usePoolTexts(pool);
  const messages = { errorTitle: t('loadFailed'), errorMessage: t('loadFailedHint'), retry: t('retry') };
  return (
    <QueryCard title={t('texts.cardTitle')} query={texts} messages={messages} testId="pool-texts">
      {(data) => <TextsForm pool={pool} data={data} />}
    </QueryCard>
  );
}
