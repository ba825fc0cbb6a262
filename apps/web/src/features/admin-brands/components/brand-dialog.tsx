/**
 * Writing a brand: its host names (none for the default brand), title, primary colour, social links, support e-mail
 * and the legal entity the terms name; an existing brand's logo and favicon are uploaded here too.
 */
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Alert, ColorSwatch, Modal, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type AdminBrand,
  BRAND_LEGAL_ENTITY_MAX,
  BRAND_TITLE_MAX,
  type BrandBody,
  HEX_COLOUR,
} from '@yc/contract/admin-brands';
import { useEffect } from 'react';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { ALERT_STYLES, MUTED } from '../../../components/ui/text-styles.ts';
import { useIsMobile } from '../../../hooks/use-ui-state.ts';
import { isApiError, messageOf } from '../../../lib/api-client.ts';
import { resetForm } from '../../../lib/form.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { createBrand, updateBrand, useBrandChange } from '../api/brands.ts';
import { BrandImages } from './brand-images.tsx';

const SOCIAL = ['twitter', 'telegram', 'discord', 'docs'] as const;

type Values = {
  hosts: string;
  title: string;
  primaryColor: string;
  twitter: string;
  telegram: string;
  discord: string;
  docs: string;
  supportEmail: string;
  legalEntity: string;
};

const valuesOf = (brand: AdminBrand | null): Values => ({
  hosts: brand?.hosts.join('\n') ?? '',
  title: brand?.title ?? '',
  primaryColor: brand?.primaryColor ?? '',
  twitter: brand?.social.twitter ?? '',
  telegram: brand?.social.telegram ?? '',
  discord: brand?.social.discord ?? '',
  docs: brand?.social.docs ?? '',
  supportEmail: brand?.supportEmail ?? '',
  legalEntity: brand?.legalEntity ?? '',
});

const orNull = (text: string) => text.trim() || null;

/** The form's text as the API takes it: one host per line, an empty field is "not set". */
const bodyOf = (v: Values): BrandBody => ({
  hosts: v.hosts
    .split(/[\s,]+/)
    .map((h) => h.trim())
    .filter(Boolean),
  title: v.title,
  primaryColor: orNull(v.primaryColor),
  social: {
    twitter: orNull(v.twitter),
    telegram: orNull(v.telegram),
    discord: orNull(v.discord),
    docs: orNull(v.docs),
  },
  supportEmail: orNull(v.supportEmail),
  legalEntity: orNull(v.legalEntity),
});

/** The form field an API error detail names (`social.twitter` → `twitter`, `hosts.2` → `hosts`). */
const fieldOf = (path: string) => {
  const [first = '', second] = path.replace(/^body\.?/, '').split('.');
  return first === 'social' && second ? second : first;
};

export function BrandDialog({
  brand,
  opened,
  onClose,
}: {
  /** null: a new brand. */
  brand: AdminBrand | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin-brands', 'common']);
  const form = useForm<Values>({ initialValues: valuesOf(brand) });
  const create = useBrandChange(createBrand);
  const update = useBrandChange(updateBrand);
  const save = brand ? update : create;
  const mobile = useIsMobile();

  // Each opening starts from the brand as saved.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the dialog opens on a brand
  useEffect(() => {
    if (!opened) return;
    resetForm(form, valuesOf(brand), [create, update]);
  }, [opened, brand?.id]);

  const submit = form.onSubmit(async (values) => {
    try {
      if (brand) await update.mutateAsync([brand.id, bodyOf(values)]);
      else await create.mutateAsync([bodyOf(values)]);
      notifySuccess(t('saved'));
      onClose();
    } catch (error) {
      // Each field the server refused says why beside it; the message below sums it up.
      if (isApiError(error)) {
        form.setErrors(Object.fromEntries(error.details.map((d) => [fieldOf(d.field), d.message])));
      }
    }
  });

  const colour = form.values.primaryColor.trim();
  return (
    <Modal
      opened={opened}
      onClose={() => !save.isPending && onClose()}
      title={brand ? t('editTitle', { title: brand.title }) : t('newTitle')}
      size="min(900px, 96vw)"
      fullScreen={mobile}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack gap="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {brand?.isDefault ? (
              <Alert styles={ALERT_STYLES} variant="light" color="gray">
                {t('defaultHint')}
              </Alert>
            ) : (
              <Textarea
                label={t('fields.hosts')}
                description={t('fields.hostsHint')}
                required
                autosize
                minRows={2}
                maxRows={8}
                autoCapitalize="off"
                spellCheck={false}
                {...form.getInputProps('hosts')}
                data-autofocus
              />
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('fields.title')}
                required
                maxLength={BRAND_TITLE_MAX}
                {...form.getInputProps('title')}
              />
              <TextInput
                label={t('fields.primaryColor')}
                description={t('fields.primaryColorHint')}
                placeholder="#1c7ed6"
                maxLength={7}
                autoCapitalize="off"
                spellCheck={false}
                leftSection={HEX_COLOUR.test(colour) ? <ColorSwatch color={colour} size={18} /> : null}
                {...form.getInputProps('primaryColor')}
              />
              {SOCIAL.map((name) => (
                <TextInput
                  key={name}
                  type="url"
                  label={t(`fields.${name}`)}
                  placeholder="https://"
                  {...form.getInputProps(name)}
                />
              ))}
              <TextInput type="email" label={t('fields.supportEmail')} {...form.getInputProps('supportEmail')} />
              <TextInput
                label={t('fields.legalEntity')}
                description={t('fields.legalEntityHint')}
                maxLength={BRAND_LEGAL_ENTITY_MAX}
                {...form.getInputProps('legalEntity')}
              />
            </SimpleGrid>
            <FormFooter
              error={save.error ? messageOf(save.error, t('saveFailed')) : null}
              label={t('save')}
              pending={save.isPending}
              cancel={{ label: t('cancel'), onClick: onClose }}
            />
          </Stack>
        </form>
        {brand ? (
          <BrandImages brand={brand} />
        ) : (
          <Text size="sm" c={MUTED}>
            {t('imagesAfterSave')}
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
