import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { MAX_FEEDBACK_LENGTH } from '@larder/domain';
import { useState } from 'react';
import { errorText } from '../../api/api-errors';
import type { SubscriptionAnswer } from '../../api/api-types';
import { cancelSubscription } from '../../api/larder-api';
import { confirm } from '../../state/dialog';
import { flash } from '../../state/flash';
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
  const until = dayText(periodEnd);
  const tooLong = feedback.length > MAX_FEEDBACK_LENGTH;

  const submit = async () => {
    if (tooLong) return;
    const sure = await confirm({
      title: 'Cancel subscription',
      message: `Cancel your Pro subscription? It will not renew; your venues stay Pro until ${until}.`,
      confirmText: 'Cancel subscription',
      rejectText: 'Keep subscription',
    });
    if (!sure) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await cancelSubscription(feedback.trim() || undefined);
      setOpen(false);
      setFeedback('');
      flash({ type: 'info', text: `Subscription cancelled. Pro stays until ${until}.` });
      onCancelled(answer);
    } catch (error) {
      setFailure(errorText(error, 'The subscription could not be cancelled. Try again.'));
    } finally {
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <Button variant="subtle" color="red" onClick={() => setOpen(true)}>
        Cancel subscription
      </Button>
    );
  }
  return (
    <Stack gap="xs" maw={560} data-testid="cancel-subscription">
      <Text size="sm">
        Your subscription will not renew. Your venues stay Pro until {until}; after that the free
        trial limit applies again. Nothing is deleted.
      </Text>
      <Textarea
        label="Why are you cancelling? (optional)"
        description={`${feedback.length} / ${MAX_FEEDBACK_LENGTH} characters`}
        autosize
        minRows={3}
        value={feedback}
        onChange={(event) => setFeedback(event.currentTarget.value)}
        error={tooLong ? `Feedback must be at most ${MAX_FEEDBACK_LENGTH} characters` : null}
      />
      {failure && (
        <Alert color="red" title="Not cancelled" role="alert">
          {failure}
        </Alert>
      )}
      <Group gap="xs">
        <Button color="red" loading={busy} disabled={tooLong} onClick={() => void submit()}>
          Cancel subscription
        </Button>
        <Button variant="default" disabled={busy} onClick={() => setOpen(false)}>
          Keep subscription
        </Button>
      </Group>
    </Stack>
  );
}
