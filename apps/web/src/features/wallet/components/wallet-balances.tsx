/** The seven balances of docs/product.md §3 at display precision, each exact on hover as the chain has it. */
import '@mantine/core/styles/Table.css';
import { Skeleton, Table, Text } from '@mantine/core';
import { BALANCE_CURRENCIES } from '@yc/contract/constants';
import { TokenValue } from '../../../components/ui/token-value.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useWalletBalances } from '../../../lib/web3/index.ts';

export function WalletBalances() {
  const { t } = useTranslation('wallet');
  const { balance, isLoading, isError } = useWalletBalances();
  if (isError) {
    return (
      <Text size="sm" c="dimmed">
        {t('widget.balancesFailed')}
      </Text>
    );
  }
  return (
    <Table verticalSpacing={4} horizontalSpacing={0} withRowBorders={false} aria-label={t('widget.balances')}>
      <Table.Tbody>
        {BALANCE_CURRENCIES.map((currency) => (
          <Table.Tr key={currency}>
            <Table.Th scope="row" fw={500} fz="sm">
              {currency}
            </Table.Th>
            <Table.Td ta="right" ff="monospace" fz="sm">
              {isLoading ? (
                <Skeleton h={12} w={48} ml="auto" />
              ) : (
                <TokenValue value={balance[currency]} testId={`wallet-balance-${currency}`} />
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
