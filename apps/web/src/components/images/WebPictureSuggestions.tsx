import { Anchor, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { ImageCandidate } from '@larder/domain';
import { useId, useState } from 'react';
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
  [candidate.creator && `by ${candidate.creator}`, candidate.license].filter(Boolean).join(', ');

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
      setError(
        which === 'dismiss'
          ? 'The suggestions could not be dismissed on this device.'
          : imageProblemText(failure),
      );
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
          Pictures found on the web
        </Text>
        <Text size="xs" c="dimmed">
          Use one as this ingredient&apos;s image, then save. Check its licence before you publish
          it.
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
                alt={candidate.title ? `Web picture: ${candidate.title}` : 'Web picture'}
              />
              <Text size="xs" lineClamp={2}>
                {candidate.source ? (
                  <Anchor href={candidate.source} target="_blank" rel="noopener noreferrer">
                    {candidate.title || 'Source'}
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
                aria-label={`Use this picture${candidate.title ? `: ${candidate.title}` : ''}`}
                onClick={() => void run(index, () => onUse(candidate))}
              >
                Use this picture
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
            Dismiss suggestions
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
