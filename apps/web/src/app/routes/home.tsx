import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../components/ui/localized-link.tsx';
import { useDocumentTitle } from '../../components/ui/page-title.tsx';
import { paths } from '../../config/paths.ts';

export default function HomeRoute() {
  const { t } = useTranslation('content');
  useDocumentTitle();
  return (
    <Stack gap="lg" py="xl">
      <Title order={1}>{t('home.title')}</Title>
      <Text size="lg">{t('home.lead')}</Text>
      <Group>
        <Button component={LocalizedLink} to={paths.signUp} size="md">
          {t('home.start')}
        </Button>
        <Button component={LocalizedLink} to={paths.learn} size="md" variant="default">
          {t('home.learn')}
        </Button>
      </Group>
    </Stack>
  );
}
