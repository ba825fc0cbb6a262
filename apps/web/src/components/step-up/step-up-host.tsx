/**
 * The console's step-up dialog (decision 68): mounted once by the console's layout, it opens when a call answers
 * `admin.totpStale` (lib/step-up.ts), posts the code, and tells the waiting call to go again; Cancel lets the call
 * fail with its own message.
 */
import { Button, Modal, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { adminSecurityEndpoints } from '@yc/contract/admin-security';
import { useEffect, useRef, useState } from 'react';
import { request } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { setStepUpAsker } from '../../lib/step-up.ts';
import { SecondFactorForm, type SecondFactorProof } from '../ui/second-factor-form.tsx';

export function StepUpHost() {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  const settle = useRef<((ok: boolean) => void) | null>(null);
  const mutation = useMutation({
    mutationFn: (body: SecondFactorProof) => request(adminSecurityEndpoints.twoFactorStepUp, { body }),
  });

  useEffect(
    () =>
      setStepUpAsker(
        () =>
          new Promise<boolean>((resolve) => {
            settle.current = resolve;
            mutation.reset();
            setOpen(true);
          }),
      ),
    [mutation.reset],
  );

  const finish = (ok: boolean) => {
    setOpen(false);
    settle.current?.(ok);
    settle.current = null;
  };

  return (
    <Modal opened={open} onClose={() => finish(false)} title={t('stepUp.title')} centered>
      <Text size="sm" mb="md">
        {t('stepUp.intro')}
      </Text>
      <SecondFactorForm
        submitLabel={t('stepUp.submit')}
        pending={mutation.isPending}
        error={mutation.error}
        onSubmit={(proof) => mutation.mutate(proof, { onSuccess: () => finish(true) })}
        extraAction={
          <Button variant="default" onClick={() => finish(false)}>
            {t('stepUp.cancel')}
          </Button>
        }
      />
    </Modal>
  );
}
