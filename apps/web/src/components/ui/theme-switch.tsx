/** System / light / dark; the choice (system by default) is kept in localStorage by Mantine's colour scheme manager. */
import { type MantineColorScheme, SegmentedControl, Stack, Text, useMantineColorScheme } from '@mantine/core';
import { useId } from 'react';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { useTranslation } from '../../lib/i18n.ts';

const SCHEMES = [
  { value: 'auto', key: 'theme.system' },
  { value: 'light', key: 'theme.light' },
  { value: 'dark', key: 'theme.dark' },
] as const;

export function ThemeSwitch() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  // The server renders the default; the kept choice shows once the page is the browser's (decision 96).
  const hydrated = useHydrated();
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text id={labelId} size="sm">
        {t('theme.label')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        fullWidth
        size="xs"
        value={hydrated ? colorScheme : 'auto'}
        onChange={(value) => setColorScheme(value as MantineColorScheme)}
        data={SCHEMES.map((s) => ({ value: s.value, label: t(s.key) }))}
      />
    </Stack>
  );
}
