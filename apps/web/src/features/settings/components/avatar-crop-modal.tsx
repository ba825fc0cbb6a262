import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Slider.css';
import 'react-easy-crop/react-easy-crop.css';
import { Alert, Box, Button, Group, Modal, Slider, Stack } from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { type RefObject, useRef, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useTranslation } from '../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import { cropToBlob } from '../utils/crop-image.ts';

const MAX_ZOOM = 4;

/** The cropper reports an area before the image has a size (e.g. a file that decodes to nothing): not a crop. */
const isCrop = (area: Area) =>
  [area.x, area.y, area.width, area.height].every(Number.isFinite) && area.width > 0 && area.height > 0;

interface EditorProps {
  image: string;
  busy: boolean;
  onCancel: () => void;
  onSave: (image: HTMLImageElement, area: Area) => void;
}

/** One image's crop state; keyed by the image so a new choice starts centred and unzoomed. */
function CropEditor({ image, busy, onCancel, onSave }: EditorProps) {
  const { t } = useTranslation('settings');
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [failed, setFailed] = useState(false);
  // The cropper's own <img>: already decoded, so saving draws it without loading the file again.
  const imageRef = useRef<RefObject<HTMLImageElement | null> | null>(null);

  const save = () => {
    const element = imageRef.current?.current;
    if (element && area) onSave(element, area);
  };

  return (
    <Stack>
      <Box pos="relative" h={{ base: 280, sm: 360 }} bg="dark.7" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        <Cropper
          image={image}
          crop={crop}
          zoom={zoom}
          aspect={1}
          minZoom={1}
          maxZoom={MAX_ZOOM}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(isCrop(pixels) ? pixels : null)}
          setImageRef={(ref) => {
            imageRef.current = ref;
          }}
          mediaProps={{ onError: () => setFailed(true) }}
          cropperProps={{ role: 'group', 'aria-label': t('crop.area') }}
          // The stylesheet is bundled instead: the CSP refuses <style> tags without the page's nonce.
          disableAutomaticStylesInjection
        />
      </Box>
      {failed && (
        <Alert color="red" role="alert">
          {t('crop.loadFailed')}
        </Alert>
      )}
      <Group gap="sm" wrap="nowrap">
        <IconZoomOut size={18} aria-hidden />
        <Slider
          flex={1}
          value={zoom}
          onChange={setZoom}
          min={1}
          max={MAX_ZOOM}
          step={0.05}
          label={(value) => `${value.toFixed(1)}×`}
          thumbLabel={t('crop.zoom')}
        />
        <IconZoomIn size={18} aria-hidden />
      </Group>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t('crop.cancel')}
        </Button>
        <Button onClick={save} loading={busy} disabled={!area || failed}>
          {t('crop.save')}
        </Button>
      </Group>
    </Stack>
  );
}

interface ModalProps {
  /** Object URL of the chosen file; null when nothing is chosen. */
  image: string | null;
  opened: boolean;
  onClose: () => void;
  /** After the closing animation: the caller may release the object URL then. */
  onExited: () => void;
}

/** docs/product.md §2's avatar crop modal: a square crop, drawn at 512×512 and uploaded. */
export function AvatarCropModal({ image, opened, onClose, onExited }: ModalProps) {
  const { t } = useTranslation(['settings', 'api']);
  const upload = useUploadAvatar();
  const [preparing, setPreparing] = useState(false);
  const busy = preparing || upload.isPending;

  const save = async (element: HTMLImageElement, area: Area) => {
    setPreparing(true);
    let blob: Blob;
    try {
      blob = await cropToBlob(element, area);
    } catch {
      notifyError(null, t('crop.encodeFailed'));
      return;
    } finally {
      setPreparing(false);
    }
    upload.mutate(blob, {
      onSuccess: () => {
        notifySuccess(t('avatar.updated'));
        onClose();
      },
      // The modal stays open so the user can try again or cancel.
      onError: (error) => notifyError(error, t('api:http.internal')),
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('crop.title')}
      size="lg"
      centered
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
      closeButtonProps={{ 'aria-label': t('crop.close'), disabled: busy }}
      onExitTransitionEnd={onExited}
    >
      {image && <CropEditor key={image} image={image} busy={busy} onCancel={onClose} onSave={save} />}
    </Modal>
  );
}
