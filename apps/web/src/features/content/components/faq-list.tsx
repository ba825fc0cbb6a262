/** The F.A.Q. in the UI language, one accordion per category in the order the API gives them; answers are Markdown. */
import '@mantine/core/styles/Accordion.css';
import { Accordion, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { FaqItem } from '@yc/contract/content';
import { useId } from 'react';
import { MarkdownBody } from '../../../components/content/markdown-body.tsx';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useFaq } from '../api/get-faq.ts';
import { ContentLoadError } from './content-load-error.tsx';

export function groupByCategory(items: FaqItem[]): Array<{ category: string; items: FaqItem[] }> {
  const groups = new Map<string, FaqItem[]>();
  for (const item of items) {
    const group = groups.get(item.category);
    if (group) group.push(item);
    else groups.set(item.category, [item]);
  }
  return [...groups].map(([category, list]) => ({ category, items: list }));
}

function FaqGroup({ category, items, lang }: { category: string; items: FaqItem[]; lang: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h4" mb="sm" id={headingId}>
        {category}
      </Title>
      <Accordion variant="separated" multiple>
        {items.map((item) => (
          <Accordion.Item key={item.id} value={item.id}>
            <Accordion.Control>{item.question}</Accordion.Control>
            <Accordion.Panel>
              <MarkdownBody markdown={item.answer} lang={lang} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}

export function FaqList() {
  const { t } = useTranslation(['content', 'common']);
  const faq = useFaq(useLocale());

  if (faq.isPending) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t('common:loading')}>
        <Skeleton h={24} w="40%" />
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} h={52} />
        ))}
      </Stack>
    );
  }
  if (faq.isError) {
    return <ContentLoadError query={faq} message={t('faq.error')} />;
  }
  if (!faq.data.items.length) return <Text c="dimmed">{t('faq.empty')}</Text>;
  return (
    <Stack gap="xl">
      {groupByCategory(faq.data.items).map((group) => (
        <FaqGroup key={group.category} {...group} lang={faq.data.locale} />
      ))}
    </Stack>
  );
}
