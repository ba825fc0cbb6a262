import { Button, Paper, Text, Title } from '@mantine/core';
import { LocalizedLink } from '../../../components/ui/localized-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** A new investor's dashboard: nothing to show yet, and the way to the first deposit. */
export function NoDeposits() {
  const { t } = useTranslation('dashboard');
  return (
    <Paper withBorder p="xl" ta="center">
      <Title order={2} size="h3">
        {t('empty.title')}
      </Title>
      <Text c="dimmed" mt="xs" maw={480} mx="auto">
        {t('empty.text')}
      </Text>
      <Button component={LocalizedLink} to={paths.cabinet.pools()} mt="lg">
        {t('empty.action')}
      </Button>
    </Paper>
  );
}
