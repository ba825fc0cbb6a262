import { Box, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../components/ui/page-title.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * The frame of every auth screen: a titled card that also names the document. Its controls are disabled while the
 * page is the server's markup: a form typed into or sent before its script runs would lose the text, or send it as
 * the URL's query (decision 91).
 */
export function AuthCard({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation('auth');
  const title = t(titleKey);
  const hydrated = useHydrated();
  useDocumentTitle(title);
  return (
    <Paper withBorder p="lg">
      <Title order={1} size="h2" mb="md">
        {title}
      </Title>
      <Box component="fieldset" disabled={!hydrated} m={0} p={0} miw={0} bd={0}>
        {children}
      </Box>
    </Paper>
  );
}
