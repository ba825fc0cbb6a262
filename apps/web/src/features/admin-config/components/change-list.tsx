/**
 * A dry run's changes, part by part: each item with what is added, changed or removed, and for a change each value
 * before and after. A long value (an article's body) is shortened: the file holds it whole.
 */
import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { CONFIG_SECTIONS, type ConfigChange } from '@yc/contract/admin-config';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { changesOf } from '../../../utils/changes.ts';

const SHOWN_CHARACTERS = 160;
const KIND_COLORS = { added: 'green', changed: 'blue', removed: 'red' } as const;

const shorten = (value: string | null) =>
  value === null || value.length <= SHOWN_CHARACTERS ? value : `${value.slice(0, SHOWN_CHARACTERS)}…`;

export function ChangeList({ changes }: { changes: ConfigChange[] }) {
  const { t } = useTranslation('admin-config');
  return (
    <Stack gap="md">
      {CONFIG_SECTIONS.filter((s) => changes.some((c) => c.section === s)).map((section) => (
        <Stack key={section} gap="xs">
          <Title order={4} size="h6">
            {t(`section.${section}`)}
          </Title>
          <Table.ScrollContainer minWidth={0}>
            <Table verticalSpacing="xs" layout="fixed">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('change.item')}</Table.Th>
                  <Table.Th>{t('change.values')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {changes
                  .filter((c) => c.section === section)
                  .map((c) => (
                    <Table.Tr key={c.item}>
                      <Table.Td style={{ overflowWrap: 'anywhere', verticalAlign: 'top' }}>
                        <Group gap={6} wrap="wrap">
                          <Badge color={KIND_COLORS[c.kind]} variant="light">
                            {t(`kind.${c.kind}`)}
                          </Badge>
                          <Text size="sm" ff="monospace">
                            {c.item}
                          </Text>
                        </Group>
                      </Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere', verticalAlign: 'top' }}>
                        <Stack gap={2}>
                          {changesOf(c.before, c.after).map((v) => (
                            <Text key={v.key ?? ''} size="sm">
                              {v.key && <Text span fw={600}>{`${v.key}: `}</Text>}
                              {v.before !== null && (
                                <Text span c={MUTED}>
                                  {shorten(v.before)}
                                </Text>
                              )}
                              {v.before !== null && v.after !== null && ' → '}
                              {v.after !== null && <Text span>{shorten(v.after)}</Text>}
                            </Text>
                          ))}
                        </Stack>
                      </Table.Td>
                    </Table.Tr>
                  ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ))}
    </Stack>
  );
}
