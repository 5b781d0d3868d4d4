import { Alert, Button, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionAnswer } from '../../api/api-types';
import { redeemLicence } from '../../api/larder-api';
import { flash } from '../../state/flash';
import {
  checkRedeemForm,
  EMPTY_REDEEM_FORM,
  packChoices,
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
  const { t } = useTranslation('subscription');
  const packs = packChoices();
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
      const pack = packs.find((p) => p.value === checked.body.productId)?.label;
      flash({ type: 'info', text: t('redeem.redeemed', { pack: pack ?? t('redeem.licence') }) });
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

  const inputs = {
    source: form.getInputProps('source'),
    productId: form.getInputProps('productId'),
    receipt: form.getInputProps('receipt'),
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="redeem-title">
      <form noValidate aria-label={t('redeem.title')} onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm" maw={560}>
          <Title order={2} size="h4" id="redeem-title">
            {t('redeem.title')}
          </Title>
          <Text size="sm">{t('redeem.intro')}</Text>
          <Select
            label={t('redeem.source')}
            withAsterisk
            data={STORE_CHOICES}
            allowDeselect={false}
            key={form.key('source')}
            {...inputs.source}
          />
          <Select
            label={t('redeem.productId')}
            withAsterisk
            placeholder={t('redeem.choosePack')}
            data={packs}
            key={form.key('productId')}
            {...inputs.productId}
          />
          <Textarea
            label={t('redeem.receipt')}
            withAsterisk
            description={t('redeem.receiptHelp')}
            autosize
            minRows={3}
            maxRows={8}
            key={form.key('receipt')}
            {...inputs.receipt}
          />
          {failure && (
            <Alert
              color="red"
              title={t('redeem.notRedeemed')}
              role="alert"
              data-testid="redeem-error"
            >
              {failure}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={busy}>
              {t('redeem.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
