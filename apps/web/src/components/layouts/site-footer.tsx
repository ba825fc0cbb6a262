import { Group, Text } from '@mantine/core';
import { useBrand } from '../../lib/brand.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { TermsLink } from '../terms/terms-link.tsx';

export function Copyright() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Text size="xs" c="dimmed">
      {t('footer.copyright', { year: new Date().getFullYear(), brand: brand.title })}
    </Text>
  );
}

export function SiteFooter() {
  return (
    <Group component="footer" justify="space-between" px="md" py="lg" gap="sm">
      <Copyright />
      <TermsLink />
    </Group>
  );
}
