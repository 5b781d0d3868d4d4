import { Alert, Button, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { SubscriptionAnswer } from '../../api/api-types';
import { redeemLicence } from '../../api/larder-api';
import { flash } from '../../state/flash';
import {
  checkRedeemForm,
  EMPTY_REDEEM_FORM,
  PACK_CHOICES,
  REDEEM_LABELS as L,
  redeemFailure,
  STORE_CHOICES,
  type RedeemFormValues,
} from './redeem-form';

/**
 * "Redeem a store licence": a Pro licence pack bought in an app store (product spec §3) is
 * added to the user's allowed venue count once the server has checked its receipt. Every
 * field is checked first; the server's refusal (a receipt the store did not confirm, a licence
 * already redeemed) is shown beside the field it names.
 */
export function RedeemLicenceForm({
  onRedeemed,
}: {
  onRedeemed(answer: SubscriptionAnswer): void;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RedeemFormValues>({
    mode: 'controlled',
    initialValues: EMPTY_REDEEM_FORM,
    validate: (values) => {
      const checked = checkRedeemForm(values);
      return checked.ok ? {} : checked.errors;
    },
  });

  const submit = async (values: RedeemFormValues) => {
    const checked = checkRedeemForm(values);
    if (!checked.ok) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await redeemLicence(checked.body);
      const pack = PACK_CHOICES.find((p) => p.value === checked.body.productId)?.label;
      flash({ type: 'info', text: `${pack ?? 'Licence'} redeemed.` });
      form.reset();
      onRedeemed(answer);
    } catch (error) {
      const { field, text } = redeemFailure(error);
      if (field) form.setFieldError(field, text);
      else setFailure(text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="redeem-title">
      <form noValidate aria-label="Redeem a store licence" onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm" maw={560}>
          <Title order={2} size="h4" id="redeem-title">
            Redeem a store licence
          </Title>
          <Text size="sm">
            Bought a Pro licence pack in an app store? Paste its receipt here to add its venues to
            your plan.
          </Text>
          <Select
            label={L.source}
            withAsterisk
            data={STORE_CHOICES}
            allowDeselect={false}
            key={form.key('source')}
            {...form.getInputProps('source')}
          />
          <Select
            label={L.productId}
            withAsterisk
            placeholder="Choose the pack you bought"
            data={PACK_CHOICES}
            key={form.key('productId')}
            {...form.getInputProps('productId')}
          />
          <Textarea
            label={L.receipt}
            withAsterisk
            description="The receipt the store gave you for the purchase."
            autosize
            minRows={3}
            maxRows={8}
            key={form.key('receipt')}
            {...form.getInputProps('receipt')}
          />
          {failure && (
            <Alert color="red" title="Not redeemed" role="alert" data-testid="redeem-error">
              {failure}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={busy}>
              Redeem licence
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
