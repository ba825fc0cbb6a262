/**
 * The content console (docs/product.md §10 "Content", decision 83): a language's F.A.Q. and learn articles, published
 * or not. The content's language is chosen here, apart from the console's own language.
 */
import '@mantine/core/styles/Tabs.css';
import { NativeSelect, Stack, Tabs } from '@mantine/core';
import { LOCALES, type LocaleCode } from '@yc/contract/constants';
import { useState } from 'react';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { ArticlesPanel } from './articles-panel.tsx';
import { FaqPanel } from './faq-panel.tsx';

export function ContentConsole() {
  const { t } = useTranslation('admin-content');
  const [locale, setLocale] = useState<LocaleCode>(useLocale());
  return (
    <Stack gap="md">
      <NativeSelect
        label={t('language.label')}
        description={t('language.hint')}
        maw={320}
        value={locale}
        onChange={(event) => setLocale(event.currentTarget.value as LocaleCode)}
        data={LOCALES.map((code) => ({ value: code, label: t(`language.${code}`) }))}
      />
      <Tabs defaultValue="faq" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="faq">{t('faq.tab')}</Tabs.Tab>
          <Tabs.Tab value="articles">{t('articles.tab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="faq" pt="md">
          <FaqPanel locale={locale} />
        </Tabs.Panel>
        <Tabs.Panel value="articles" pt="md">
          <ArticlesPanel locale={locale} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
