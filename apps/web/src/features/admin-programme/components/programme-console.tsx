/**
 * The referral programme (docs/product.md §10 "Referral programme and DAO"): the levels' percents and the ranks as
 * one form, in force from tomorrow (UTC), which the form says before saving; below it, every version with the day
 * it was (or will be) in force from and who set it. The form checks what the API checks (the contract's schema).
 */
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  type AdminProgrammeResponse,
  PROGRAMME_BOUNDS,
  type ProgrammeVersion,
  type UpdateProgrammeBody,
  updateProgrammeBody,
} from '@yc/contract/admin-programme';
import { REFERRAL_LEVELS_MAX } from '@yc/contract/referrals';
import { ColumnsTable } from '../../../components/ui/columns-table.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { ALERT_STYLES, MUTED } from '../../../components/ui/text-styles.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { zodValidator } from '../../../lib/form.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { formatFiat, formatPercent } from '../../../utils/money.ts';
import { useProgramme, useUpdateProgramme } from '../api/programme.ts';

/** The form's values are the body itself, so the schema's issue paths are the fields' names. */
type Values = UpdateProgrammeBody;

const valuesOf = (v: ProgrammeVersion | undefined): Values => ({
  levels: v?.levels ?? ['0'],
  ranks: (v?.ranks ?? []).map(({ rank, nameEn, nameRu, threshold, levelsUnlocked, profitShare }) => ({
    rank,
    nameEn,
    nameRu,
    threshold,
    levelsUnlocked,
    profitShare,
  })),
});

const validate = zodValidator<Values>(updateProgrammeBody);

function ProgrammeForm({ data }: { data: AdminProgrammeResponse }) {
  const { t } = useTranslation('admin-programme');
  // The newest version is tomorrow's when one is scheduled, else today's: the form edits what tomorrow will be.
  const form = useForm<Values>({ initialValues: valuesOf(data.versions[0]), validate });
  const save = useUpdateProgramme();
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.setInitialValues(valuesOf(saved.versions[0]));
        form.setValues(valuesOf(saved.versions[0]));
        notifySuccess(t('saved'));
      },
    }),
  );
  const levelsError = form.errors.levels;
  const ranksError = form.errors.ranks;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('levels.title')}
          </Title>
          <Text size="sm" c={MUTED}>
            {t('levels.hint', { sum: PROGRAMME_BOUNDS.levelsSumMax, max: REFERRAL_LEVELS_MAX })}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
            {form.values.levels.map((_, i) => (
              <TextInput
                // biome-ignore lint/suspicious/noArrayIndexKey: a level is its position
                key={i}
                label={t('levels.level', { level: i + 1 })}
                inputMode="decimal"
                rightSection="%"
                {...form.getInputProps(`levels.${i}`)}
              />
            ))}
          </SimpleGrid>
          {typeof levelsError === 'string' && (
            <Text size="sm" c="red" role="alert">
              {levelsError}
            </Text>
          )}
          <Group gap="xs">
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              disabled={form.values.levels.length >= REFERRAL_LEVELS_MAX}
              onClick={() => form.insertListItem('levels', '0')}
            >
              {t('levels.add')}
            </Button>
            <Button
              variant="subtle"
              size="xs"
              color="red"
              disabled={form.values.levels.length <= 1}
              onClick={() => form.removeListItem('levels', form.values.levels.length - 1)}
            >
              {t('levels.removeLast')}
            </Button>
          </Group>
        </Stack>
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('ranks.title')}
          </Title>
          <Text size="sm" c={MUTED}>
            {t('ranks.hint')}
          </Text>
          {form.values.ranks.map((rank, i) => (
            <Paper key={form.key(`ranks.${i}`)} withBorder p="sm" component="fieldset" m={0}>
              <Group justify="space-between" mb="xs" wrap="nowrap">
                <Text component="legend" fw={600} size="sm" p={0}>
                  {t('ranks.number', { number: i + 1, name: rank.nameEn })}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('ranks.remove', { number: i + 1 })}
                  disabled={form.values.ranks.length <= 1}
                  onClick={() => form.removeListItem('ranks', i)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <TextInput label={t('ranks.key')} {...form.getInputProps(`ranks.${i}.rank`)} />
                <TextInput label={t('ranks.nameEn')} {...form.getInputProps(`ranks.${i}.nameEn`)} />
                <TextInput label={t('ranks.nameRu')} {...form.getInputProps(`ranks.${i}.nameRu`)} />
                <TextInput
                  label={t('ranks.threshold')}
                  inputMode="decimal"
                  rightSection="$"
                  {...form.getInputProps(`ranks.${i}.threshold`)}
                />
                <TextInput
                  label={t('ranks.levelsUnlocked')}
                  inputMode="numeric"
                  {...form.getInputProps(`ranks.${i}.levelsUnlocked`)}
                  onChange={(event) => {
                    const n = Number(event.currentTarget.value);
                    form.setFieldValue(`ranks.${i}.levelsUnlocked`, Number.isInteger(n) ? n : Number.NaN);
                  }}
                  value={Number.isNaN(rank.levelsUnlocked) ? '' : String(rank.levelsUnlocked)}
                />
                <TextInput
                  label={t('ranks.profitShare')}
                  inputMode="decimal"
                  rightSection="%"
                  {...form.getInputProps(`ranks.${i}.profitShare`)}
                />
              </SimpleGrid>
            </Paper>
          ))}
          {typeof ranksError === 'string' && (
            <Text size="sm" c="red" role="alert">
              {ranksError}
            </Text>
          )}
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              disabled={form.values.ranks.length >= PROGRAMME_BOUNDS.ranksMax}
              onClick={() =>
                form.insertListItem('ranks', {
                  rank: '',
                  nameEn: '',
                  nameRu: '',
                  threshold: '',
                  levelsUnlocked: 1,
                  profitShare: '0',
                })
              }
            >
              {t('ranks.add')}
            </Button>
          </Group>
        </Stack>
        <Alert styles={ALERT_STYLES} color="blue" variant="light">
          {t('fromTomorrow')}
        </Alert>
        <FormFooter
          error={save.isError ? messageOf(save.error, t('saveFailed')) : null}
          label={t('save')}
          pending={save.isPending}
        />
      </Stack>
    </form>
  );
}

function History({ data }: { data: AdminProgrammeResponse }) {
  const { t } = useTranslation('admin-programme');
  const locale = useLocale();
  // The version in force today: the newest from today or before.
  const inForce = data.versions.find((v) => v.effectiveFrom <= data.today)?.effectiveFrom;
  return (
    <ColumnsTable
      label={t('history.title')}
      rows={data.versions}
      rowKey={(v) => v.effectiveFrom}
      current={(v) => v.effectiveFrom === inForce}
      columns={[
        {
          heading: t('history.from'),
          cell: (v) =>
            `${v.setBy === null ? t('history.always') : v.effectiveFrom} · ${
              v.effectiveFrom > data.today
                ? t('history.scheduled')
                : v.effectiveFrom === inForce
                  ? t('history.inForce')
                  : t('history.past')
            }`,
        },
        {
          heading: t('history.levels'),
          cell: (v) => (
            <Stack gap={0}>
              {v.levels.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a level is its position
                <span key={i}>{t('history.level', { level: i + 1, percent: formatPercent(p, locale) })}</span>
              ))}
            </Stack>
          ),
        },
        {
          heading: t('history.ranks'),
          cell: (v) => (
            <Stack gap={0}>
              {v.ranks.map((r) => (
                <span key={r.rank}>
                  {t('history.rank', {
                    name: locale === 'ru' ? r.nameRu : r.nameEn,
                    threshold: formatFiat(r.threshold, locale),
                    levels: r.levelsUnlocked,
                    share: formatPercent(r.profitShare, locale),
                  })}
                </span>
              ))}
            </Stack>
          ),
        },
        {
          heading: t('history.by'),
          cell: (v) => (
            <Stack gap={0}>
              <span>{v.setBy ? (v.setBy.login ?? v.setBy.id) : '—'}</span>
              <span>{`${v.setAt.slice(0, 10)} ${v.setAt.slice(11, 16)} UTC`}</span>
            </Stack>
          ),
        },
      ]}
    />
  );
}

export function ProgrammeConsole() {
  const { t } = useTranslation('admin-programme');
  const programme = useProgramme();
  if (programme.isPending) return <Skeleton h={400} />;
  if (programme.isError)
    return (
      <LoadError
        title={t('loadFailed')}
        message={messageOf(programme.error, t('loadFailedHint'))}
        retryLabel={t('retry')}
        onRetry={() => void programme.refetch()}
        retrying={programme.isFetching}
      />
    );
  return (
    <Stack gap="md">
      <SectionCard title={t('form.title')}>
        <ProgrammeForm data={programme.data} />
      </SectionCard>
      <SectionCard title={t('history.title')}>
        <History data={programme.data} />
      </SectionCard>
    </Stack>
  );
}
