import {
  Alert,
  Divider,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DISCOUNT_KINDS,
  ESTIMATE_STATUSES,
  type CatalogueItem,
  type Estimate,
} from '@larder/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../components/catalogue/FormFooter';
import {
  fromSnapshot,
  lookupOf,
  useCostSettings,
} from '../../components/catalogue/catalogue-context';
import { useFormSave } from '../../components/catalogue/use-form-save';
import { useVenue } from '../../state/venue';
import { checkEstimate } from './estimate-check';
import { estimateDocument, estimatePdfFileName } from './estimate-document';
import { estimateFromForm, recipeCandidates, type EstimateFormValues } from './estimate-form';
import { estimateFormErrors, isShownField, liveFormErrors } from './estimate-form-errors';
import { statusLabel } from './estimate-status';
import { EstimateExtraRows } from './EstimateExtraRows';
import { EstimateLineRows } from './EstimateLineRows';
import { EstimateOutput } from './EstimateOutput';
import { EstimateTotalsPanel } from './EstimateTotalsPanel';

export interface EstimateFormProps {
  /** The estimate's key (a new one for a new estimate). */
  skey: string;
  /** The saved estimate; null for a new one. */
  existing: Estimate | null;
  /** The number the server gave it; none before. */
  number: number | undefined;
  initialValues: EstimateFormValues;
  items: readonly CatalogueItem[];
  /** Saves the record (already checked); rejects with the reason it was not saved. */
  onSave(record: Estimate): Promise<void>;
  onCancel(): void;
}

/**
 * The estimate editor (operations-model §6): title, date, customer, status, recipe lines,
 * extras, discount and tax, with the totals live. Every check of the domain runs before a
 * save (the record's schema, each line's price, `estimateTotals`); a refused field shows its
 * message beside it and nothing is saved until all are fixed.
 */
export function EstimateForm(props: EstimateFormProps) {
  const { skey, existing, number, initialValues, items, onSave, onCancel } = props;
  const { t } = useTranslation('estimates', { keyPrefix: 'form' });
  const { currency } = useCostSettings();
  const venueName = useVenue().current?.venue_name ?? '';
  const save = useFormSave();
  const [refused, setRefused] = useState<string[] | null>(null);
  const lookup = useMemo(() => lookupOf(items), [items]);
  const recipes = fromSnapshot(items, 'estimate-recipes', recipeCandidates);
  const checkOf = (values: EstimateFormValues) =>
    checkEstimate(estimateFromForm(values, skey, existing), lookup);
  const form = useForm<EstimateFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) =>
      estimateFormErrors(checkOf(values).issues, { currency, discountKind: values.discountKind }),
  });

  const values = form.getValues();
  const draft = estimateFromForm(values, skey, existing);
  const check = checkEstimate(draft, lookup);
  const context = { currency, discountKind: values.discountKind };
  const live = liveFormErrors(check.issues, values, context);
  const errorOf = (field: string): string | undefined => {
    const error = form.errors[field];
    return typeof error === 'string' ? error : live[field];
  };
  const doc =
    check.totals && check.issues.size === 0
      ? estimateDocument({
          estimate: draft,
          lines: check.lines,
          totals: check.totals,
          venueName,
          number,
          currency,
        })
      : null;

  const submit = form.onSubmit(
    (submitted) => {
      setRefused(null);
      return save.run(() => onSave(estimateFromForm(submitted, skey, existing)));
    },
    (errors) => {
      const unshown = Object.entries(errors)
        .filter(([field]) => !isShownField(field))
        .map(([, text]) => String(text));
      setRefused(unshown);
    },
  );

  const input = (field: keyof EstimateFormValues) => ({
    ...form.getInputProps(field),
    error: errorOf(field),
  });
  /** Each field's value, change and message. */
  const inputs = {
    title: input('title'),
    date: input('date'),
    customerName: input('customerName'),
    customerEmail: input('customerEmail'),
    status: input('status'),
    discountKind: input('discountKind'),
    discountValue: input('discountValue'),
    taxPercent: input('taxPercent'),
    notes: input('notes'),
  };

  return (
    <form noValidate aria-label={t('label')} onSubmit={submit}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} maw={760}>
          <TextInput label={t('title')} withAsterisk maxLength={200} {...inputs.title} />
          <TextInput label={t('date')} type="date" withAsterisk {...inputs.date} />
          <TextInput label={t('customerName')} {...inputs.customerName} />
          <TextInput label={t('customerEmail')} type="email" {...inputs.customerEmail} />
          <NativeSelect
            label={t('status')}
            data={ESTIMATE_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
            {...inputs.status}
          />
        </SimpleGrid>

        <Divider />
        <Title order={2} size="h4">
          {t('dishes')}
        </Title>
        <EstimateLineRows
          form={form}
          recipes={recipes}
          lookup={lookup}
          priced={check.lines}
          errorOf={errorOf}
        />

        <Title order={2} size="h4">
          {t('extras')}
        </Title>
        <EstimateExtraRows form={form} errorOf={errorOf} />

        <Group align="flex-start" gap="xs">
          <NativeSelect
            label={t('discountKind')}
            data={DISCOUNT_KINDS.map((k) => ({ value: k, label: t(`discountKinds.${k}`) }))}
            w={140}
            {...inputs.discountKind}
          />
          <NumberInput
            label={t('discount')}
            description={
              values.discountKind === 'percent' ? t('discountPercentHint') : t('discountAmountHint')
            }
            hideControls
            decimalScale={2}
            w={160}
            {...inputs.discountValue}
          />
          <NumberInput
            label={t('tax')}
            description={t('taxHint')}
            hideControls
            decimalScale={3}
            w={120}
            {...inputs.taxPercent}
          />
        </Group>

        <Title order={2} size="h4">
          {t('totals')}
        </Title>
        <EstimateTotalsPanel totals={check.totals} lines={check.lines} />

        <Textarea label={t('notes')} rows={3} resize="vertical" maw={760} {...inputs.notes} />

        {refused && (
          <Alert color="red" title={t('notSaved')} role="alert" data-testid="estimate-refused">
            {t('fixFields')}
            {refused.map((text) => (
              <div key={text}>{text}</div>
            ))}
          </Alert>
        )}
        <FormFooter save={save} onCancel={onCancel} />
        <Divider />
        <EstimateOutput doc={doc} fileName={estimatePdfFileName(number, draft.title)} />
      </Stack>
    </form>
  );
}
