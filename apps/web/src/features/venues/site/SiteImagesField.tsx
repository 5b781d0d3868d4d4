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
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-errors';
import { uploadSiteImage } from '../../../api/site-api';
import { i18n } from '../../../i18n/i18n';

/** The server's upload limit (MAX_SITE_IMAGE_BYTES), checked here before a byte is sent. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif';

/** Why a picked file is not sent, or null. */
export function uploadProblem(file: File): string | null {
  const problem = (why: string) => i18n.t('venues:site.images.problem', { file: file.name, why });
  if (!ACCEPTED.split(',').includes(file.type)) {
    return problem(i18n.t('venues:site.images.wrongType'));
  }
  if (file.size > MAX_UPLOAD_BYTES) return problem(i18n.t('venues:site.images.tooLarge'));
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
  const { t } = useTranslation('venues');

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
          ? t('site.images.tooLarge')
          : e instanceof ApiError
            ? e.message
            : t('site.images.notUploaded');
      setError(t('site.images.problem', { file: file.name, why }));
    } finally {
      setProgress(null);
    }
  };

  const thumb = (name: string, label: string, removeLabel: string, remove: () => void) => {
    const asset = byName.get(name);
    return (
      <Group key={name} gap={4} wrap="nowrap">
        {asset && <Image src={asset.url} alt={label} w={64} h={64} fit="cover" radius="sm" />}
        <CloseButton aria-label={removeLabel} onClick={remove} />
      </Group>
    );
  };

  const full = images.length >= SITE_LIMITS.images;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('site.images.title')}
      </Text>
      <Group>
        {logo &&
          thumb(logo, t('site.images.logo'), t('site.images.removeLogo'), () => props.onLogo(null))}
        {images.map((name, i) =>
          thumb(
            name,
            t('site.images.picture', { number: i + 1 }),
            t('site.images.removePicture', { number: i + 1 }),
            () => props.onImages(images.filter((n) => n !== name)),
          ),
        )}
      </Group>
      <Group>
        <FileButton accept={ACCEPTED} onChange={(file) => void upload(file, 'logo')}>
          {(button) => (
            <Button {...button} variant="light" disabled={progress !== null}>
              {logo ? t('site.images.changeLogo') : t('site.images.uploadLogo')}
            </Button>
          )}
        </FileButton>
        <FileButton accept={ACCEPTED} onChange={(file) => void upload(file, 'image')}>
          {(button) => (
            <Button {...button} variant="light" disabled={progress !== null || full}>
              {t('site.images.add')}
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="xs" c="dimmed">
        {t('site.images.help', { maximum: SITE_LIMITS.images })}
      </Text>
      {progress !== null && (
        <Progress value={Math.round(progress * 100)} aria-label={t('site.images.uploading')} />
      )}
      {error && (
        <Alert color="red" role="alert" title={t('site.images.notUploadedTitle')}>
          {error}
        </Alert>
      )}
    </Stack>
  );
}
