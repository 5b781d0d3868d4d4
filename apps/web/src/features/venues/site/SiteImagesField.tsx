import {
  Alert,
  Button,
  CloseButton,
  FileButton,
  Group,
  Image,
  Progress,
  Stack,
  Text,
} from '@mantine/core';
import { SITE_LIMITS, type SiteAsset } from '@larder/domain';
import { useState } from 'react';
import { ApiError } from '../../../api/api-errors';
import { uploadSiteImage } from '../../../api/site-api';

/** The server's upload limit (MAX_SITE_IMAGE_BYTES), checked here before a byte is sent. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif';

/** Why a picked file is not sent, or null. */
export function uploadProblem(file: File): string | null {
  if (!ACCEPTED.split(',').includes(file.type)) {
    return `${file.name}: only JPEG, PNG, WebP or GIF pictures (no SVG).`;
  }
  if (file.size > MAX_UPLOAD_BYTES) return `${file.name}: larger than 5 MB.`;
  return null;
}

interface SiteImagesFieldProps {
  venueId: string;
  assets: readonly SiteAsset[];
  logo: string | null;
  images: readonly string[];
  onLogo(name: string | null): void;
  onImages(names: string[]): void;
  onUploaded(asset: SiteAsset): void;
}

/** The site's logo and pictures: upload with progress, errors said plainly, remove. */
export function SiteImagesField(props: SiteImagesFieldProps) {
  const { venueId, assets, logo, images } = props;
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const byName = new Map(assets.map((a) => [a.name, a]));

  const upload = async (file: File | null, purpose: 'logo' | 'image') => {
    if (!file) return;
    setError(null);
    const problem = uploadProblem(file);
    if (problem) return setError(problem);
    setProgress(0);
    try {
      const asset = await uploadSiteImage(venueId, file, purpose, setProgress);
      props.onUploaded(asset);
      if (purpose === 'logo') props.onLogo(asset.name);
      else if (!images.includes(asset.name)) props.onImages([...images, asset.name]);
    } catch (e) {
      const why =
        e instanceof ApiError && e.status === 413
          ? 'larger than 5 MB.'
          : e instanceof ApiError
            ? e.message
            : 'not uploaded.';
      setError(`${file.name}: ${why}`);
    } finally {
      setProgress(null);
    }
  };

  const thumb = (name: string, label: string, remove: () => void) => {
    const asset = byName.get(name);
    return (
      <Group key={name} gap={4} wrap="nowrap">
        {asset && <Image src={asset.url} alt={label} w={64} h={64} fit="cover" radius="sm" />}
        <CloseButton aria-label={`Remove ${label.toLowerCase()}`} onClick={remove} />
      </Group>
    );
  };

  const full = images.length >= SITE_LIMITS.images;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Logo and pictures
      </Text>
      <Group>
        {logo && thumb(logo, 'Logo', () => props.onLogo(null))}
        {images.map((name, i) =>
          thumb(name, `Picture ${i + 1}`, () => props.onImages(images.filter((n) => n !== name))),
        )}
      </Group>
      <Group>
        <FileButton accept={ACCEPTED} onChange={(file) => void upload(file, 'logo')}>
          {(button) => (
            <Button {...button} variant="light" disabled={progress !== null}>
              {logo ? 'Change logo' : 'Upload logo'}
            </Button>
          )}
        </FileButton>
        <FileButton accept={ACCEPTED} onChange={(file) => void upload(file, 'image')}>
          {(button) => (
            <Button {...button} variant="light" disabled={progress !== null || full}>
              Add picture
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="xs" c="dimmed">
        JPEG, PNG, WebP or GIF up to 5 MB; up to {SITE_LIMITS.images} pictures. Pictures are resized
        and their camera data removed.
      </Text>
      {progress !== null && (
        <Progress value={Math.round(progress * 100)} aria-label="Uploading the picture" />
      )}
      {error && (
        <Alert color="red" role="alert" title="Picture not uploaded">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
