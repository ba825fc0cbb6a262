/**
 * The home page: what the platform offers, with each pool's live APY and value locked from the public overview.
 * Nothing is invented: while the figures load, or if they cannot, the cards show words only.
 */
import { Badge, Button, Card, Group, Paper, rem, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowBarUp,
  IconArrowRight,
  IconArrowsExchange,
  IconBlocks,
  IconCalculator,
  IconCalendarRepeat,
  IconChartLine,
  IconCoins,
  IconCurrencyBitcoin,
  IconKey,
  IconListCheck,
  IconShieldCheck,
  IconUserPlus,
  IconUsersPlus,
  IconWallet,
} from '@tabler/icons-react';
import { POOL_TOKENS } from '@yc/contract/constants';
import type { PoolSummary } from '@yc/contract/pools';
import { type ComponentType, type ReactNode, useId } from 'react';
import { LocalizedLink } from '../../../components/ui/localized-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatFiat, formatPercent } from '../../../utils/money.ts';
import { usePoolsOverview } from '../api/get-pools-overview.ts';
import { LatestArticles } from './latest-articles.tsx';

type Icon = ComponentType<{ size?: number | string; stroke?: number }>;

function Section({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" gap="lg" aria-labelledby={headingId}>
      <Stack gap="xs" maw={720}>
        <Title order={2} id={headingId}>
          {title}
        </Title>
        {lead && <Text c="dimmed">{lead}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}

function Hero() {
  const { t } = useTranslation('content');
  const highlights: Array<[Icon, string]> = [
    [IconCalendarRepeat, t('home.highlights.daily')],
    [IconShieldCheck, t('home.highlights.onChain')],
    [IconKey, t('home.highlights.keys')],
  ];
  return (
    <SimpleGrid component="section" cols={{ base: 1, md: 2 }} spacing={{ base: 'xl', md: 48 }}>
      <Stack gap="lg" justify="center">
        <Title order={1} fz={{ base: rem(32), sm: rem(44) }} lh={1.15}>
          {t('home.title')}
        </Title>
        <Text size="lg" c="dimmed">
          {t('home.lead')}
        </Text>
        <Group gap="sm">
          <Button
            component={LocalizedLink}
            to={paths.signUp}
            size="md"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            {t('home.start')}
          </Button>
          <Button component={LocalizedLink} to={paths.learn} size="md" variant="default">
            {t('home.learn')}
          </Button>
        </Group>
      </Stack>
      <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="var(--mantine-primary-color-light)">
        <Stack
          gap="lg"
          component="ul"
          aria-label={t('home.highlights.label')}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {highlights.map(([Icon, text]) => (
            <Group key={text} component="li" gap="md" wrap="nowrap" align="flex-start">
              <ThemeIcon size={44} radius="md" variant="filled" aria-hidden>
                <Icon size={24} />
              </ThemeIcon>
              <Text fw={500} size="lg" style={{ alignSelf: 'center' }}>
                {text}
              </Text>
            </Group>
          ))}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}

const POOLS: Array<{ key: keyof typeof POOL_TOKENS; icon: Icon }> = [
  { key: 'stable', icon: IconCoins },
  { key: 'coin', icon: IconCurrencyBitcoin },
  { key: 'dex', icon: IconArrowsExchange },
  { key: 'strategy', icon: IconChartLine },
];

/** APY and TVL of one pool, as the API answered them. */
function PoolFigures({ figures }: { figures: PoolSummary }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  return (
    <Group gap="lg" component="dl" m={0} wrap="nowrap" align="flex-start">
      {(
        [
          ['apy', formatPercent(figures.apy, locale)],
          ['tvl', formatFiat(figures.tvl, locale)],
        ] as const
      ).map(([key, value]) => (
        <Stack key={key} gap={0}>
          <Text component="dt" size="xs" c="dimmed">
            {t(`home.pools.${key}`)}
          </Text>
          <Text component="dd" m={0} fw={700} size="lg">
            {value}
          </Text>
        </Stack>
      ))}
    </Group>
  );
}

/**
 * Each card's six parts (icon, title, text, figures, assets label, assets) are rows of the grid the cards sit in, so
 * a longer text or a longer token list in one card does not shift the figures of the cards beside it.
 */
const cardRows = {
  display: 'grid',
  gridRow: 'span 6',
  gridTemplateRows: 'subgrid',
  rowGap: 'var(--mantine-spacing-sm)',
  alignContent: 'start',
} as const;

function Pools() {
  const { t } = useTranslation('content');
  const overview = usePoolsOverview();
  return (
    <Section title={t('home.pools.title')} lead={t('home.pools.lead')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {POOLS.map(({ key, icon: Icon }) => {
          const figures = overview.data?.items.find((p) => p.name === key);
          return (
            <Card key={key} withBorder padding="lg" component="article" style={cardRows}>
              <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                <Icon size={22} />
              </ThemeIcon>
              <Title order={3} size="h4">
                {t(`home.pools.${key}.name`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`home.pools.${key}.text`)}
              </Text>
              {figures ? <PoolFigures figures={figures} /> : <div />}
              <Text size="xs" fw={600} tt="uppercase" c="dimmed">
                {t('home.pools.assets')}
              </Text>
              <Group gap={6} component="ul" m={0} p={0} align="flex-start" style={{ listStyle: 'none' }}>
                {POOL_TOKENS[key].map((token) => (
                  <Badge key={token} component="li" variant="light" size="lg" radius="sm">
                    {token}
                  </Badge>
                ))}
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
    </Section>
  );
}

const STEPS: Array<{ key: string; icon: Icon }> = [
  { key: 'signUp', icon: IconUserPlus },
  { key: 'deposit', icon: IconWallet },
  { key: 'yield', icon: IconCalendarRepeat },
  { key: 'withdraw', icon: IconArrowBarUp },
];

function Steps() {
  const { t } = useTranslation('content');
  return (
    <Section title={t('home.steps.title')}>
      <SimpleGrid component="ol" cols={{ base: 1, sm: 2, lg: 4 }} m={0} p={0} style={{ listStyle: 'none' }}>
        {STEPS.map(({ key, icon: Icon }, index) => (
          <Paper key={key} component="li" withBorder p="lg">
            <Stack gap="xs">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon size={36} radius="xl" variant="light" aria-hidden>
                  <Icon size={20} />
                </ThemeIcon>
                <Text size="sm" fw={600} c="dimmed">
                  {t('home.steps.step', { n: index + 1 })}
                </Text>
              </Group>
              <Title order={3} size="h4">
                {t(`home.steps.${key}.title`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`home.steps.${key}.text`)}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Section>
  );
}

const SECURITY: Array<{ key: string; icon: Icon }> = [
  { key: 'onChain', icon: IconBlocks },
  { key: 'ledger', icon: IconListCheck },
  { key: 'keys', icon: IconKey },
];

function Security() {
  const { t } = useTranslation('content');
  return (
    <Section title={t('home.security.title')}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
        {SECURITY.map(({ key, icon: Icon }) => (
          <Group key={key} gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="md" variant="light" color="teal" aria-hidden>
              <Icon size={24} />
            </ThemeIcon>
            <Stack gap={4}>
              <Title order={3} size="h5">
                {t(`home.security.${key}.title`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`home.security.${key}.text`)}
              </Text>
            </Stack>
          </Group>
        ))}
      </SimpleGrid>
    </Section>
  );
}

function Teaser({ icon: Icon, title, text }: { icon: Icon; title: string; text: string }) {
  return (
    <Card withBorder padding="xl" component="section">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          <Icon size={24} />
        </ThemeIcon>
        <Stack gap={4}>
          <Title order={2} size="h4">
            {title}
          </Title>
          <Text c="dimmed">{text}</Text>
        </Stack>
      </Group>
    </Card>
  );
}

function CallToAction() {
  const { t } = useTranslation('content');
  return (
    <Paper component="section" radius="lg" p={{ base: 'lg', sm: 48 }} bg="var(--mantine-primary-color-light)">
      <Stack align="center" ta="center" gap="md">
        <Title order={2}>{t('home.cta.title')}</Title>
        <Text c="dimmed" maw={560}>
          {t('home.cta.text')}
        </Text>
        <Group justify="center" gap="sm">
          <Button component={LocalizedLink} to={paths.signUp} size="md">
            {t('home.cta.button')}
          </Button>
          <Button component={LocalizedLink} to={paths.signIn} size="md" variant="default">
            {t('home.cta.signIn')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export function Landing() {
  const { t } = useTranslation('content');
  return (
    <Stack gap={rem(64)} py={{ base: 'md', sm: 'xl' }}>
      <Hero />
      <Pools />
      <Steps />
      <Security />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Teaser icon={IconUsersPlus} title={t('home.referral.title')} text={t('home.referral.text')} />
        <Teaser icon={IconCalculator} title={t('home.roi.title')} text={t('home.roi.text')} />
      </SimpleGrid>
      <LatestArticles />
      <CallToAction />
    </Stack>
  );
}
