import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { SITE_TAG_MAX_LENGTH } from '@larder/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-errors';
import { saveSiteTag } from '../../../api/site-api';
import type { SiteAnswer } from '@larder/domain';
import { tagStatusText, useSiteTagStatus } from './use-site-tag-status';

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
  const { t } = useTranslation('venues');
  const bad = status === 'invalid' || status === 'inuse';
  const shown = tag || t('site.tag.placeholderTag');
  const where = siteDomain ? `${shown}.${siteDomain}` : `/s/${shown}`;

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      onSaved(await saveSiteTag(venueId, tag));
    } catch (e) {
      setError(
        e instanceof ApiError && e.issue?.reason === 'site-tag-taken'
          ? tagStatusText('inuse')
          : e instanceof ApiError
            ? e.message
            : t('site.tag.notSaved'),
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
          label={t('site.tag.label')}
          description={t('site.tag.address', { address: where })}
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
          {t('site.tag.save')}
        </Button>
      </Group>
      <Text
        id="site-tag-status"
        role="status"
        size="sm"
        c={bad || error ? 'red.8' : 'dimmed'}
        data-testid="site-tag-status"
      >
        {error ?? tagStatusText(status)}
      </Text>
    </Stack>
  );
}
