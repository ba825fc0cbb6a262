/** A brand's logo and favicon: the current one, an upload (re-encoded by the server) and its removal. */
import { Alert, Button, FileButton, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { type AdminBrand, BRAND_IMAGES, type BrandImage } from '@yc/contract/admin-brands';
import { LIMITS } from '@yc/contract/constants';
import { ALERT_STYLES, MUTED } from '../../../components/ui/text-styles.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { removeBrandImage, uploadBrandImage, useBrandChange } from '../api/brands.ts';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/avif';

function ImageSlot({ brand, image }: { brand: AdminBrand; image: BrandImage }) {
  const { t } = useTranslation('admin-brands');
  const upload = useBrandChange(uploadBrandImage);
  const remove = useBrandChange(removeBrandImage);
  const url = image === 'logo' ? brand.logoUrl : brand.faviconUrl;
  const label = t(`images.${image}`);
  const failed = upload.error ?? remove.error;

  const send = async (file: File | null) => {
    if (!file) return;
    remove.reset();
    try {
      await upload.mutateAsync([brand.id, image, file]);
      notifySuccess(t('images.uploaded', { image: label }));
    } catch {
      // The slot shows the server's message.
    }
  };

  return (
    <Paper withBorder p="sm" component="section" aria-label={label}>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {label}
        </Text>
        <Text size="xs" c={MUTED}>
          {t(`images.${image}Hint`, { max: LIMITS.avatarBytes / 1024 / 1024 })}
        </Text>
        {url ? (
          <Image
            src={url}
            alt={t('images.current', { image: label })}
            h={image === 'logo' ? 64 : 32}
            w="auto"
            fit="contain"
            style={{ alignSelf: 'flex-start' }}
          />
        ) : (
          <Text size="sm">{t('images.none')}</Text>
        )}
        <Group gap="xs">
          <FileButton onChange={send} accept={ACCEPT}>
            {(props) => (
              <Button {...props} size="xs" variant="light" loading={upload.isPending}>
                {t('images.upload', { image: label })}
              </Button>
            )}
          </FileButton>
          {url && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={remove.isPending}
              onClick={() => {
                upload.reset();
                remove.mutate([brand.id, image]);
              }}
            >
              {t('images.remove', { image: label })}
            </Button>
          )}
        </Group>
        {failed && (
          <Alert styles={ALERT_STYLES} color="red" variant="light" role="alert">
            {messageOf(failed, t('saveFailed'))}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

export function BrandImages({ brand }: { brand: AdminBrand }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {BRAND_IMAGES.map((image) => (
        <ImageSlot key={image} brand={brand} image={image} />
      ))}
    </SimpleGrid>
  );
}
