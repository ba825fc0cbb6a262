/** Terms and conditions in a modal (docs/product.md §1): the host's title stands wherever the brand is named. */
import { Anchor } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/i18n.ts';

// The modal (and the focus-trapping code it brings) loads when first opened, not with every page.
const TermsDialog = lazy(() => import('./terms-dialog.tsx'));

/** A link that opens the terms; used in every footer and the sidebar. */
export function TermsLink({ label }: { label?: string }) {
  const { t } = useTranslation('legal');
  const [opened, { open, close }] = useDisclosure(false);
  const [requested, { open: request }] = useDisclosure(false);
  return (
    <>
      <Anchor
        component="button"
        type="button"
        size="sm"
        ta="left"
        onClick={() => {
          request();
          open();
        }}
      >
        {label ?? t('terms.link')}
      </Anchor>
      {requested && (
        <Suspense fallback={null}>
          <TermsDialog opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
