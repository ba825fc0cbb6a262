/** System / light / dark; the choice (system by default) is kept in localStorage by Mantine's colour scheme manager. */
import { type MantineColorScheme, SegmentedControl, Stack, Text, useMantineColorScheme } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const SCHEMES = [
  { value: 'auto', key: 'theme.system' },
  { value: 'light', key: 'theme.light' },
  { value: 'dark', key: 'theme.dark' },
] as const;

export function ThemeSwitch() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
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
        value={colorScheme}
        onChange={(value) => setColorScheme(value as MantineColorScheme)}
        data={SCHEMES.map((s) => ({ value: s.value, label: t(s.key) }))}
      />
    </Stack>
  );
}
