import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { SITE_TAG_MAX_LENGTH } from '@larder/domain';
import { useState } from 'react';
import { ApiError } from '../../../api/api-errors';
import { saveSiteTag } from '../../../api/site-api';
import type { SiteAnswer } from '@larder/domain';
import { TAG_STATUS_TEXTS, useSiteTagStatus } from './use-site-tag-status';

interface SiteTagFieldProps {
  venueId: string;
  savedTag: string | null;
  /** The site's address form: {tag}.SITE_DOMAIN, or /s/{tag} on this server. */
  siteDomain: string | null;
  onSaved(answer: SiteAnswer): void;
}

/** The site tag with its live status, and Save tag (the old tag redirects for 30 days). */
export function SiteTagField({ venueId, savedTag, siteDomain, onSaved }: SiteTagFieldProps) {
  const [tag, setTag] = useState(savedTag ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const status = useSiteTagStatus(venueId, tag, savedTag);
  const bad = status === 'invalid' || status === 'inuse';
  const where = siteDomain ? `${tag || 'your-tag'}.${siteDomain}` : `/s/${tag || 'your-tag'}`;

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      onSaved(await saveSiteTag(venueId, tag));
    } catch (e) {
      setError(
        e instanceof ApiError && e.issue?.reason === 'site-tag-taken'
          ? TAG_STATUS_TEXTS.inuse
          : e instanceof ApiError
            ? e.message
            : 'The site tag was not saved.',
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap={4}>
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label="Site tag"
          description={`Your site's address: ${where}`}
          value={tag}
          maxLength={SITE_TAG_MAX_LENGTH + 10}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setTag(event.currentTarget.value);
            setError(null);
          }}
          error={bad || error !== null}
          aria-describedby="site-tag-status"
        />
        <Button
          onClick={() => void save()}
          loading={saving}
          disabled={status !== 'ok' && status !== 'unchecked'}
        >
          Save tag
        </Button>
      </Group>
      <Text
        id="site-tag-status"
        role="status"
        size="sm"
        c={bad || error ? 'red.8' : 'dimmed'}
        data-testid="site-tag-status"
      >
        {error ?? TAG_STATUS_TEXTS[status]}
      </Text>
    </Stack>
  );
}
