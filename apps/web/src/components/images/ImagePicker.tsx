import { Box, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { ACCEPTED_IMAGE_TYPES, checkImageFile, THUMBNAIL_EDGES } from '@larder/domain';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageProblemMessage, imageProblemText } from './image-texts';
import type { PickedImage } from './picked-image';
import { resizeImage, type ResizeImage } from './resize-image';

export interface ImagePickerProps {
  value: PickedImage | null;
  onChange(next: PickedImage | null): void;
  /** Makes the thumbnail; the browser's resizer unless given. */
  resize?: ResizeImage;
  /** The cached thumbnail is still loading. */
  loading?: boolean;
  disabled?: boolean;
}

const EDGE = THUMBNAIL_EDGES.small;

/**
 * The Image field: picks a picture file, shows its thumbnail (made in the browser at the
 * default size 'small') and removes it. Bad files get an error naming the field.
 */
export function ImagePicker({
  value,
  onChange,
  resize = resizeImage,
  loading = false,
  disabled = false,
}: ImagePickerProps) {
  const { t } = useTranslation(['components', 'common']);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);

  const pick = async (file: File | null) => {
    // Clear the input so picking the same file again still counts.
    resetRef.current?.();
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      setError(imageProblemMessage(problem));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onChange({ name: file.name, thumbnail: await resize(file) });
    } catch (failure) {
      setError(imageProblemText(failure));
    } finally {
      setBusy(false);
    }
  };

  const thumbnail = value?.thumbnail ?? null;
  return (
    <Stack gap={4} role="group" aria-labelledby={`${id}-label`} data-testid="image-picker">
      <Text size="sm" fw={500} id={`${id}-label`}>
        {t('images.image')}
      </Text>
      <Group align="center" gap="md">
        {thumbnail ? (
          <Image
            src={thumbnail.dataUrl}
            width={thumbnail.width}
            height={thumbnail.height}
            w={thumbnail.width}
            h={thumbnail.height}
            radius="sm"
            alt={
              value?.name
                ? t('images.thumbnailOf', { name: value.name })
                : t('images.thumbnailOfPicture')
            }
            data-testid="image-picker-thumbnail"
          />
        ) : (
          <Box
            w={EDGE}
            h={EDGE}
            bd="1px dashed var(--mantine-color-gray-4)"
            style={{ display: 'grid', placeItems: 'center', borderRadius: 4 }}
          >
            <Text size="xs" c="dimmed" ta="center">
              {loading
                ? t('common:loading')
                : value
                  ? t('images.noThumbnail')
                  : t('images.noImage')}
            </Text>
          </Box>
        )}
        <Stack gap={4} align="flex-start">
          <FileButton
            onChange={(file) => void pick(file)}
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            resetRef={resetRef}
            disabled={disabled || busy}
            inputProps={
              {
                'aria-label': t('images.file'),
                'aria-describedby': error ? `${id}-error` : undefined,
                'data-testid': 'image-file-input',
              } as React.ComponentProps<'input'>
            }
          >
            {(props) => (
              <Button variant="default" size="xs" loading={busy} disabled={disabled} {...props}>
                {value ? t('images.change') : t('images.choose')}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              disabled={disabled || busy}
              onClick={() => {
                setError(null);
                onChange(null);
              }}
            >
              {t('images.remove')}
            </Button>
          )}
          {value?.name && (
            <Text size="xs" c="dimmed" data-testid="image-name">
              {value.name}
            </Text>
          )}
        </Stack>
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert" id={`${id}-error`} data-testid="image-error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
