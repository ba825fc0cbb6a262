/**
 * The brands console (docs/product.md §10 "Brands"): the default brand first, then each white-label brand with its
 * host names, colour and logo; each can be edited, and a brand other than the default deleted after a confirmation.
 */
import { Badge, Button, ColorSwatch, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { AdminBrand } from '@yc/contract/admin-brands';
import { useState } from 'react';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { QueryCard } from '../../../components/ui/query-card.tsx';
import { MUTED, READABLE_BADGE } from '../../../components/ui/text-styles.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { deleteBrand, useBrandChange, useBrands } from '../api/brands.ts';
import { BrandDialog } from './brand-dialog.tsx';

function BrandRow({ brand, onEdit }: { brand: AdminBrand; onEdit: () => void }) {
  const { t } = useTranslation('admin-brands');
  const remove = useBrandChange(deleteBrand);
  return (
    <Paper component="li" withBorder p="sm" aria-label={brand.title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="sm" wrap="nowrap" miw={0}>
            {brand.logoUrl && <Image src={brand.logoUrl} alt="" h={32} w="auto" fit="contain" />}
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {brand.title}
            </Text>
          </Group>
          {brand.isDefault && (
            <Badge variant="light" color="gray" styles={READABLE_BADGE}>
              {t('default')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c={MUTED} style={{ overflowWrap: 'anywhere' }}>
          {brand.isDefault ? t('defaultHosts') : brand.hosts.join(', ')}
        </Text>
        <Group gap="xs">
          {brand.primaryColor ? (
            <>
              <ColorSwatch color={brand.primaryColor} size={16} aria-hidden />
              <Text size="sm">{t('colour', { colour: brand.primaryColor })}</Text>
            </>
          ) : (
            <Text size="sm">{t('noColour')}</Text>
          )}
        </Group>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={onEdit} aria-label={t('editLabel', { title: brand.title })}>
            {t('edit')}
          </Button>
          {!brand.isDefault && (
            <ConfirmButton
              size="xs"
              variant="subtle"
              color="red"
              label={t('delete')}
              aria-label={t('deleteLabel', { title: brand.title })}
              title={t('deleteTitle')}
              text={t('deleteText', { title: brand.title, hosts: brand.hosts.join(', ') })}
              confirmLabel={t('delete')}
              onConfirm={() => remove.mutateAsync([brand.id])}
            />
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

export function BrandsConsole() {
  const { t } = useTranslation('admin-brands');
  const brands = useBrands();
  // The dialog keeps its brand while it closes, so its title does not change under the closing animation; the brand
  // itself is read from the list, so an uploaded logo shows at once.
  const [dialog, setDialog] = useState<{ id: string | null; opened: boolean }>({ id: null, opened: false });
  const editing = brands.data?.brands.find((b) => b.id === dialog.id) ?? null;
  return (
    <>
      <QueryCard
        title={t('listTitle')}
        query={brands}
        messages={{ errorTitle: t('loadFailed'), errorMessage: t('loadFailedHint'), retry: t('retry') }}
        actions={() => (
          <Button size="xs" leftSection={<IconPlus size={16} />} onClick={() => setDialog({ id: null, opened: true })}>
            {t('add')}
          </Button>
        )}
      >
        {(data) => (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('listTitle')}>
            {data.brands.map((brand) => (
              <BrandRow key={brand.id} brand={brand} onEdit={() => setDialog({ id: brand.id, opened: true })} />
            ))}
          </Stack>
        )}
      </QueryCard>
      <BrandDialog brand={editing} opened={dialog.opened} onClose={() => setDialog((d) => ({ ...d, opened: false }))} />
    </>
  );
}
