import { Alert, Button, Group, Text } from '@mantine/core';
import type { WireIssue } from '@larder/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { trialLimitText } from '../../api/issue-text';
import { errorText } from '../../api/api-errors';
import { refreshProStatus, useVenuePro } from '../../state/pro-status';
import { useVenue } from '../../state/venue';
import { SUBSCRIPTION_PATH } from './trial-limit-error';

export interface TrialLimitPromptProps {
  issue: WireIssue;
  /**
   * Opens the subscription page in a new tab, so that a form's unsaved values stay where they
   * are (a form offers "Check again" to save once the venue is Pro).
   */
  keepPage?: boolean;
}

/** What the last "Check again" found: the plan as read, or why it could not be read. */
type Checked = { readonly read: true } | { readonly read: false; readonly error: string };

/**
 * The upgrade prompt of an add refused for the trial limit (product spec §6): what was
 * reached, and the way to Pro. From a form, the subscription page opens in a new tab and
 * "Check again" reads the plan again, so the save can be repeated as typed once it is Pro.
 */
export function TrialLimitPrompt({ issue, keepPage = false }: TrialLimitPromptProps) {
  const { t } = useTranslation('components');
  const { current } = useVenue();
  const pro = useVenuePro(current?.id);
  const [checking, setChecking] = useState(false);
  const [checked, setChecked] = useState<Checked | null>(null);
  const check = async () => {
    setChecking(true);
    try {
      await refreshProStatus();
      setChecked({ read: true });
    } catch (error) {
      setChecked({ read: false, error: errorText(error, t('pro.planUnread')) });
    } finally {
      setChecking(false);
    }
  };
  return (
    <Alert
      color="yellow"
      title={t('pro.limitReached')}
      role="alert"
      data-testid="trial-limit-prompt"
    >
      <Text size="sm">{trialLimitText(issue)}</Text>
      {keepPage && (
        <Text size="sm" c="dimmed" mt={4}>
          {t('pro.newTab')}
        </Text>
      )}
      <Group mt="xs" gap="xs">
        {keepPage ? (
          <Button component="a" href={SUBSCRIPTION_PATH} target="_blank" rel="noopener" size="xs">
            {t('pro.upgrade')}
          </Button>
        ) : (
          <Button component={Link} to={SUBSCRIPTION_PATH} size="xs">
            {t('pro.upgrade')}
          </Button>
        )}
        {keepPage && (
          <Button size="xs" variant="default" loading={checking} onClick={() => void check()}>
            {t('pro.checkAgain')}
          </Button>
        )}
      </Group>
      {checked && (
        <Text size="sm" mt="xs" aria-live="polite" data-testid="trial-limit-checked">
          {!checked.read ? checked.error : pro ? t('pro.nowPro') : t('pro.stillFree')}
        </Text>
      )}
    </Alert>
  );
}
