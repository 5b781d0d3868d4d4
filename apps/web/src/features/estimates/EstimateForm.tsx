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
import { STATUS_LABELS } from './estimate-status';
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

const DISCOUNT_LABELS = { amount: 'Amount', percent: 'Percent' } as const;

/**
 * The estimate editor (operations-model §6): title, date, customer, status, recipe lines,
 * extras, discount and tax, with the totals live. Every check of the domain runs before a
 * save (the record's schema, each line's price, `estimateTotals`); a refused field shows its
 * message beside it and nothing is saved until all are fixed.
 */
export function EstimateForm(props: EstimateFormProps) {
  const { skey, existing, number, initialValues, items, onSave, onCancel } = props;
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

  return (
    <form noValidate aria-label="Estimate form" onSubmit={submit}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} maw={760}>
          <TextInput label="Title" withAsterisk maxLength={200} {...input('title')} />
          <TextInput label="Date" type="date" withAsterisk {...input('date')} />
          <TextInput label="Customer name" {...input('customerName')} />
          <TextInput label="Customer e-mail" type="email" {...input('customerEmail')} />
          <NativeSelect
            label="Status"
            data={ESTIMATE_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
            {...input('status')}
          />
        </SimpleGrid>

        <Divider />
        <Title order={2} size="h4">
          Dishes
        </Title>
        <EstimateLineRows
          form={form}
          recipes={recipes}
          lookup={lookup}
          priced={check.lines}
          errorOf={errorOf}
        />

        <Title order={2} size="h4">
          Extras
        </Title>
        <EstimateExtraRows form={form} errorOf={errorOf} />

        <Group align="flex-start" gap="xs">
          <NativeSelect
            label="Discount kind"
            data={DISCOUNT_KINDS.map((k) => ({ value: k, label: DISCOUNT_LABELS[k] }))}
            w={140}
            {...input('discountKind')}
          />
          <NumberInput
            label="Discount"
            description={values.discountKind === 'percent' ? 'Percent of the subtotal' : 'Amount'}
            hideControls
            decimalScale={2}
            w={160}
            {...input('discountValue')}
          />
          <NumberInput
            label="Tax %"
            description="Added to the net"
            hideControls
            decimalScale={3}
            w={120}
            {...input('taxPercent')}
          />
        </Group>

        <Title order={2} size="h4">
          Totals
        </Title>
        <EstimateTotalsPanel totals={check.totals} lines={check.lines} />

        <Textarea label="Notes" rows={3} resize="vertical" maw={760} {...input('notes')} />

        {refused && (
          <Alert color="red" title="Not saved" role="alert" data-testid="estimate-refused">
            Fix the fields marked above, then save again.
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
