/** The shortened address (docs/product.md §9: first 6 and last 6 characters); a click copies the whole one. */
import '@mantine/core/styles/Tooltip.css';
import { Button, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { shortenAddress } from '@yc/contract/chain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';

const CONFIRM_MS = 1500;

export function CopyAddressButton({ address }: { address: string }) {
  const { t } = useTranslation('wallet');
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const short = shortenAddress(address);

  const copy = () =>
    // Also catches a missing Clipboard API (insecure context), which throws before any promise exists.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(address))
      .then(
        () => {
          setCopied(true);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setCopied(false), CONFIRM_MS);
        },
        // docs/product.md §8: a copy failure is only logged.
        (error: unknown) => console.error('The address could not be copied', error),
      );

  return (
    <Tooltip label={t('address.copied')} opened={copied} withArrow position="bottom">
      <Button
        variant="light"
        size="sm"
        px="xs"
        ff="monospace"
        fz="xs"
        onClick={copy}
        aria-label={t('address.copy', { address: short })}
        leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
        data-testid="wallet-address"
      >
        {short}
      </Button>
    </Tooltip>
  );
}
