import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/ui/page-title.tsx';

/** The frame of every auth screen: a titled card that also names the document. */
export function AuthCard({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation('auth');
  const title = t(titleKey);
  useDocumentTitle(title);
  return (
    <Paper withBorder p="lg">
      <Title order={1} size="h2" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
