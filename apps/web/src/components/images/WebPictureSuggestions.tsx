import { Anchor, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { ImageCandidate } from '@larder/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/i18n';
import { imageProblemText } from './image-texts';

export interface WebPictureSuggestionsProps {
  /** The pictures found on the web for the item; nothing is drawn when there are none. */
  candidates: ImageCandidate[];
  /** Makes the picture the item's image (the form keeps it until saved). */
  onUse(candidate: ImageCandidate): Promise<void>;
  onDismiss(): Promise<void>;
  disabled?: boolean;
}

const credit = (candidate: ImageCandidate) =>
  [
    candidate.creator && i18n.t('components:images.web.by', { creator: candidate.creator }),
    candidate.license,
  ]
    .filter(Boolean)
    .join(', ');

/**
 * The web pictures suggested for an ingredient with no image (product spec §4, "then fetch web
 * images"): each with its title, creator and licence, "Use this picture" to make it the
 * item's image, and Dismiss for all of them.
 */
export function WebPictureSuggestions({
  candidates,
  onUse,
  onDismiss,
  disabled = false,
}: WebPictureSuggestionsProps) {
  const { t } = useTranslation('components');
  const id = useId();
  const [busy, setBusy] = useState<number | 'dismiss' | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (candidates.length === 0) return null;

  const run = async (which: number | 'dismiss', work: () => Promise<void>) => {
    setBusy(which);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(which === 'dismiss' ? t('images.web.notDismissed') : imageProblemText(failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper
      withBorder
      p="sm"
      role="region"
      aria-labelledby={`${id}-title`}
      data-testid="web-picture-suggestions"
    >
      <Stack gap="xs">
        <Text size="sm" fw={500} id={`${id}-title`}>
          {t('images.web.title')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('images.web.hint')}
        </Text>
        <Group align="flex-start" gap="md">
          {candidates.map((candidate, index) => (
            <Stack
              key={`${index}-${candidate.title}`}
              gap={4}
              w={candidate.width > 140 ? 160 : 140}
              data-testid="web-picture"
            >
              <Image
                src={candidate.dataUrl}
                w={Math.min(candidate.width, 140)}
                fit="contain"
                radius="sm"
                alt={
                  candidate.title
                    ? t('images.web.pictureTitled', { title: candidate.title })
                    : t('images.web.picture')
                }
              />
              <Text size="xs" lineClamp={2}>
                {candidate.source ? (
                  <Anchor href={candidate.source} target="_blank" rel="noopener noreferrer">
                    {candidate.title || t('images.web.source')}
                  </Anchor>
                ) : (
                  candidate.title
                )}
              </Text>
              {credit(candidate) && (
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {credit(candidate)}
                </Text>
              )}
              <Button
                size="xs"
                variant="light"
                loading={busy === index}
                disabled={disabled || (busy !== null && busy !== index)}
                aria-label={
                  candidate.title
                    ? t('images.web.useTitled', { title: candidate.title })
                    : t('images.web.use')
                }
                onClick={() => void run(index, () => onUse(candidate))}
              >
                {t('images.web.use')}
              </Button>
            </Stack>
          ))}
        </Group>
        <Group>
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            loading={busy === 'dismiss'}
            disabled={disabled || (busy !== null && busy !== 'dismiss')}
            onClick={() => void run('dismiss', onDismiss)}
          >
            {t('images.web.dismiss')}
          </Button>
        </Group>
        {error && (
          <Text size="sm" c="red" role="alert" data-testid="web-picture-error">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
