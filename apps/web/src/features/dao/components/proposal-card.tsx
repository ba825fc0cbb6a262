/** One proposal: its text and dates, the tally per option with a vote button, the caller's vote and the result. */
import '@mantine/core/styles/Progress.css';
import { Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Proposal } from '@yc/contract/dao';
import { utcDay } from '@yc/contract/days';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { formatPercent, formatTokenShort } from '../../../utils/money.ts';
import { useVote } from '../api/vote.ts';
import { leadersOf, sharesOf } from '../utils/tally.ts';

/** Shades dark enough for white text at AA contrast in either theme. */
const STATUS_COLOR = { upcoming: 'gray.7', active: 'teal.9', ended: 'blue.8', cancelled: 'red.9' } as const;

export function ProposalCard({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation('dao');
  const locale = useLocale();
  const vote = useVote();
  const weights = proposal.options.map((o) => o.weight);
  const shares = sharesOf(weights);
  const leaders = proposal.status === 'ended' ? leadersOf(weights) : [];
  const mine = proposal.options.find((o) => o.id === proposal.myVote);
  const canVote = proposal.status === 'active' && !mine;
  const titleId = `proposal-${proposal.id}`;

  const onVote = (option: string, label: string) =>
    vote.mutate(
      { proposal: proposal.id, option },
      {
        onSuccess: () => notifySuccess(t('vote.done', { option: label }), proposal.title),
        onError: (error) => notifyError(error, t('vote.failed')),
      },
    );

  const why =
    proposal.status === 'upcoming'
      ? t('vote.notStarted', { date: utcDay(proposal.startsAt) })
      : proposal.status === 'ended'
        ? t('vote.ended', { date: utcDay(proposal.endsAt) })
        : proposal.status === 'cancelled'
          ? t('vote.cancelled')
          : null;

  return (
    <Paper component="article" withBorder p="md" aria-labelledby={titleId} data-testid={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} size="h5" id={titleId}>
            {proposal.title}
          </Title>
          <Badge color={STATUS_COLOR[proposal.status]} variant="filled">
            {t(`status.${proposal.status}`)}
          </Badge>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {proposal.description}
        </Text>
        <Text size="xs" c={MUTED}>
          {t('dates', { start: utcDay(proposal.startsAt), end: utcDay(proposal.endsAt) })}
        </Text>
        <Stack gap="sm">
          {proposal.options.map((option, i) => {
            const share = shares[i] ?? '0';
            return (
              <Stack key={option.id} gap={4} data-testid={`option-${option.id}`}>
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Group gap={6} wrap="wrap">
                    <Text size="sm" fw={600}>
                      {option.label}
                    </Text>
                    {leaders.includes(i) && (
                      <Badge size="xs" color="teal">
                        {t('result.winner')}
                      </Badge>
                    )}
                    {option.id === proposal.myVote && (
                      <Badge size="xs" variant="outline" leftSection={<IconCheck size={10} />}>
                        {t('vote.yours')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c={MUTED}>
                    {t('tally', {
                      share: formatPercent(share, locale),
                      weight: formatTokenShort(option.weight, locale, 'SPOOL'),
                      votes: option.votes.toLocaleString(locale),
                    })}
                  </Text>
                </Group>
                {/* The bar takes a number: a display share, never an amount. */}
                <Progress value={Number(share)} aria-label={t('vote.share', { option: option.label })} />
                {canVote && (
                  <Button
                    size="xs"
                    variant="light"
                    w="fit-content"
                    loading={vote.isPending && vote.variables?.option === option.id}
                    disabled={vote.isPending}
                    onClick={() => onVote(option.id, option.label)}
                  >
                    {t('vote.button', { option: option.label })}
                  </Button>
                )}
              </Stack>
            );
          })}
        </Stack>
        {mine ? (
          <Text size="sm" data-testid="my-vote">
            {t('vote.mine', { option: mine.label })}
          </Text>
        ) : (
          why && (
            <Text size="sm" c={MUTED} data-testid="vote-closed">
              {why}
            </Text>
          )
        )}
      </Stack>
    </Paper>
  );
}
