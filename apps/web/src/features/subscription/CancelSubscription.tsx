import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { MAX_FEEDBACK_LENGTH } from '@larder/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/api-errors';
import type { SubscriptionAnswer } from '../../api/api-types';
import { cancelSubscription } from '../../api/larder-api';
import { confirm } from '../../state/dialog';
import { flash } from '../../state/flash';
import { formatNumber } from '../../i18n/format';
import { dayText } from './plan-texts';

export interface CancelSubscriptionProps {
  /** The end of the paid period: Pro stays until then. */
  periodEnd: string;
  onCancelled(answer: SubscriptionAnswer): void;
}

/**
 * "Cancel subscription": an optional reason (at most MAX_FEEDBACK_LENGTH characters), then a
 * confirmation that says until when Pro stays. Nothing changes before it is confirmed.
 */
export function CancelSubscription({ periodEnd, onCancelled }: CancelSubscriptionProps) {
  const [open, setOpen] = useState(false);
  const [feedback, setFeedback] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { t } = useTranslation('subscription');
  const until = dayText(periodEnd);
  const tooLong = feedback.length > MAX_FEEDBACK_LENGTH;

  const submit = async () => {
    if (tooLong) return;
    const sure = await confirm({
      title: t('cancel.action'),
      message: t('cancel.question', { day: until }),
      confirmText: t('cancel.action'),
      rejectText: t('cancel.keep'),
    });
    if (!sure) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await cancelSubscription(feedback.trim() || undefined);
      setOpen(false);
      setFeedback('');
      flash({ type: 'info', text: t('cancel.done', { day: until }) });
      onCancelled(answer);
    } catch (error) {
      setFailure(errorText(error, t('cancel.failed')));
    } finally {
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <Button variant="subtle" color="red" onClick={() => setOpen(true)}>
        {t('cancel.action')}
      </Button>
    );
  }
  return (
    <Stack gap="xs" maw={560} data-testid="cancel-subscription">
      <Text size="sm">{t('cancel.explain', { day: until })}</Text>
      <Textarea
        label={t('cancel.why')}
        description={t('cancel.length', {
          length: formatNumber(feedback.length),
          maximum: formatNumber(MAX_FEEDBACK_LENGTH),
        })}
        autosize
        minRows={3}
        value={feedback}
        onChange={(event) => setFeedback(event.currentTarget.value)}
        error={tooLong ? t('cancel.tooLong', { maximum: MAX_FEEDBACK_LENGTH }) : null}
      />
      {failure && (
        <Alert color="red" title={t('cancel.notCancelled')} role="alert">
          {failure}
        </Alert>
      )}
      <Group gap="xs">
        <Button color="red" loading={busy} disabled={tooLong} onClick={() => void submit()}>
          {t('cancel.action')}
        </Button>
        <Button variant="default" disabled={busy} onClick={() => setOpen(false)}>
          {t('cancel.keep')}
        </Button>
      </Group>
    </Stack>
  );
}
