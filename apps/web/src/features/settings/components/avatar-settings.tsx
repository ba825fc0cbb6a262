import '@mantine/core/styles/Avatar.css';
import { Alert, Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import type { User } from '@yc/contract/auth';
import { LIMITS } from '@yc/contract/constants';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { displayNameOf } from '../hooks/use-current-user.ts';
import { AvatarCropModal } from './avatar-crop-modal.tsx';
import { SettingsSection } from './settings-section.tsx';

/** The formats the server takes (docs/product.md §2 avatar; the server re-encodes them). */
const AVATAR_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']);
const MAX_MB = LIMITS.avatarBytes / (1024 * 1024);

export function AvatarSettings({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const [image, setImage] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  const [problem, setProblem] = useState<'tooLarge' | 'notImage' | null>(null);
  const resetRef = useRef<() => void>(null);

  const choose = (file: File | null) => {
    // Clears the input so that choosing the same file again after Cancel still reports a change.
    resetRef.current?.();
    if (!file) return;
    // The picker's filter can be switched off by the user, so the type and size are checked here too.
    if (!AVATAR_TYPES.has(file.type)) return setProblem('notImage');
    if (file.size > LIMITS.avatarBytes) return setProblem('tooLarge');
    setProblem(null);
    setImage(URL.createObjectURL(file));
    setOpened(true);
  };

  const release = () => {
    if (image) URL.revokeObjectURL(image);
    setImage(null);
  };

  return (
    <SettingsSection title={t('avatar.title')}>
      <Group gap="lg" align="center">
        <Avatar
          src={user.avatarUrl}
          alt={t('avatar.alt')}
          size={96}
          radius="xl"
          name={displayNameOf(user)}
          color="initials"
        />
        <Stack gap="xs" flex="1 1 14rem" miw={0}>
          <FileButton onChange={choose} accept={[...AVATAR_TYPES].join(',')} resetRef={resetRef}>
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconPhotoUp size={18} aria-hidden />} w="fit-content">
                {t('avatar.choose')}
              </Button>
            )}
          </FileButton>
          <Text size="sm" c="dimmed">
            {t('avatar.hint', { max: MAX_MB })}
          </Text>
          {problem && (
            <Alert color="red" role="alert" p="xs">
              {t(`avatar.${problem}`, { max: MAX_MB })}
            </Alert>
          )}
        </Stack>
      </Group>
      <AvatarCropModal image={image} opened={opened} onClose={() => setOpened(false)} onExited={release} />
    </SettingsSection>
  );
}
