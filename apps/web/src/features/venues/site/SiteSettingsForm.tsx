import {
  Alert,
  Button,
  Checkbox,
  ColorSwatch,
  Fieldset,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CURRENCIES,
  DELIVERY_PLATFORMS,
  LABEL_FORMAT_IDS,
  SITE_COLOURS,
  SITE_LIMITS,
  SOCIAL_NETWORKS,
  siteColour,
  type LabelFormat,
  type Menu,
  type SiteAnswer,
  type SiteAsset,
  type SiteSettings,
} from '@larder/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-errors';
import { saveSiteSettings } from '../../../api/site-api';
import {
  settingsFromValues,
  siteFieldLabel,
  siteFieldOfPath,
  siteFormValues,
  validateSiteForm,
  type SiteFormValues,
} from './site-form';
import { currencyName } from '../../../components/catalogue/currency-name';
import { labelFormatName } from '../../../components/labels/label-format-choice';
import { siteColourName } from './site-choice-names';
import { SiteImagesField } from './SiteImagesField';

/** The contact fields, with what their inputs take besides the label. */
const CONTACT_FIELDS = [
  ['address', { autoComplete: 'street-address' }],
  ['phone', { type: 'tel', autoComplete: 'tel' }],
  ['email', { type: 'email', autoComplete: 'email' }],
] as const;

/** The groups of links, each with the names of its sites (their own brand names). */
const LINK_GROUPS = [
  { group: 'delivery', names: DELIVERY_PLATFORMS },
  { group: 'social', names: SOCIAL_NETWORKS },
] as const;

/** What a web address field shows while empty. */
const ADDRESS_HINT = 'https://';

interface SiteSettingsFormProps {
  venueId: string;
  settings: SiteSettings;
  assets: readonly SiteAsset[];
  /** The venue's menus when it is open on this device; else only the Default Menu is offered. */
  menus: readonly Menu[] | null;
  onSaved(answer: SiteAnswer, published: boolean): void;
  onUploaded(asset: SiteAsset): void;
}

/** The publish settings (product spec §1): on/off, what the page says and shows, and how it looks. */
export function SiteSettingsForm(props: SiteSettingsFormProps) {
  const { venueId, settings } = props;
  const [published, setPublished] = useState(settings.published);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { t } = useTranslation('venues');
  const form = useForm<SiteFormValues>({
    mode: 'controlled',
    initialValues: siteFormValues(settings),
    validate: validateSiteForm,
    validateInputOnBlur: true,
  });
  const values = form.getValues();
  const colour = siteColour(values.colour);
  const inputs = {
    description: form.getInputProps('description'),
    currency: form.getInputProps('currency'),
    openingHours: form.getInputProps('openingHours'),
    menus: form.getInputProps('menus'),
    showPrices: form.getInputProps('showPrices', { type: 'checkbox' }),
    showAllergens: form.getInputProps('showAllergens', { type: 'checkbox' }),
    showNutrition: form.getInputProps('showNutrition', { type: 'checkbox' }),
    labelFormat: form.getInputProps('labelFormat'),
    colour: form.getInputProps('colour'),
  };

  const submit = async (v: SiteFormValues) => {
    setSaving(true);
    setServerError(null);
    try {
      props.onSaved(await saveSiteSettings(venueId, settingsFromValues(v, published)), published);
      form.resetDirty(v);
    } catch (e) {
      const apiError = e instanceof ApiError ? e : null;
      const field = siteFieldOfPath(apiError?.field);
      if (apiError?.issue?.reason === 'site-tag-missing') {
        setServerError(t('site.form.tagMissing'));
      } else if (apiError && field && field !== 'tag') {
        form.setFieldError(field, apiError.fieldText);
        setServerError(`${apiError.message}`);
      } else {
        setServerError(apiError?.message ?? t('site.form.notSaved'));
      }
    } finally {
      setSaving(false);
    }
  };

  const label = (field: keyof SiteFormValues | 'published') => siteFieldLabel(field);
  const text = (field: keyof SiteFormValues, props: Record<string, unknown>) => (
    <TextInput
      label={label(field)}
      key={form.key(field)}
      {...props}
      {...form.getInputProps(field)}
    />
  );
  const link = (group: 'social' | 'delivery', id: string, name: string) => (
    <TextInput
      key={form.key(`${group}.${id}`)}
      label={name}
      placeholder={ADDRESS_HINT}
      type="url"
      {...form.getInputProps(`${group}.${id}`)}
    />
  );

  return (
    <form
      noValidate
      aria-label={t('site.form.name')}
      onSubmit={form.onSubmit((v) => void submit(v))}
    >
      <Stack gap="md">
        <Switch
          label={t('site.fields.published')}
          description={t('site.form.publishHelp')}
          checked={published}
          onChange={(event) => setPublished(event.currentTarget.checked)}
        />
        <Textarea
          label={t('site.fields.description')}
          autosize
          minRows={2}
          maxLength={SITE_LIMITS.description}
          key={form.key('description')}
          {...inputs.description}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {CONTACT_FIELDS.map(([field, props]) => text(field, props))}
          <Select
            label={t('site.fields.currency')}
            data={CURRENCIES.map((c) => ({
              value: c.symbol,
              label: `${c.symbol} ${currencyName(c)}`,
            }))}
            allowDeselect={false}
            key={form.key('currency')}
            {...inputs.currency}
          />
        </SimpleGrid>
        <Textarea
          label={t('site.fields.openingHours')}
          description={t('site.form.openingHoursHelp')}
          autosize
          minRows={2}
          key={form.key('openingHours')}
          {...inputs.openingHours}
        />
        <Fieldset legend={t('site.form.menuLegend')}>
          <Stack gap="xs">
            {props.menus && props.menus.length > 0 ? (
              <MultiSelect
                label={t('site.fields.menus')}
                description={t('site.form.menusHelp')}
                data={props.menus.map((m) => ({ value: m.skey, label: m.name ?? m.skey }))}
                key={form.key('menus')}
                {...inputs.menus}
              />
            ) : null}
            <Checkbox
              label={t('site.fields.showPrices')}
              key={form.key('showPrices')}
              {...inputs.showPrices}
            />
            <Checkbox
              label={t('site.fields.showAllergens')}
              key={form.key('showAllergens')}
              {...inputs.showAllergens}
            />
            <Checkbox
              label={t('site.fields.showNutrition')}
              key={form.key('showNutrition')}
              {...inputs.showNutrition}
            />
            {values.showNutrition && (
              <Select
                label={t('site.fields.labelFormat')}
                data={LABEL_FORMAT_IDS.map((id) => ({ value: id, label: labelFormatName(id) }))}
                allowDeselect={false}
                key={form.key('labelFormat')}
                {...inputs.labelFormat}
                onChange={(value) =>
                  value && form.setFieldValue('labelFormat', value as LabelFormat)
                }
              />
            )}
          </Stack>
        </Fieldset>
        <Group align="flex-end">
          <Select
            style={{ flex: 1 }}
            label={t('site.fields.colour')}
            description={t('site.form.colourHelp')}
            data={SITE_COLOURS.map((c) => ({ value: c.id, label: siteColourName(c.id) }))}
            searchable
            allowDeselect={false}
            key={form.key('colour')}
            {...inputs.colour}
          />
          <ColorSwatch color={colour.colour} size={36} aria-hidden>
            <span style={{ color: colour.text, fontWeight: 700 }}>A</span>
          </ColorSwatch>
        </Group>
        <SiteImagesField
          venueId={venueId}
          assets={props.assets}
          logo={values.logo}
          images={values.images}
          onLogo={(name) => form.setFieldValue('logo', name)}
          onImages={(names) => form.setFieldValue('images', names)}
          onUploaded={props.onUploaded}
        />
        {LINK_GROUPS.map(({ group, names }) => (
          <Fieldset key={group} legend={label(group)}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {Object.entries(names).map(([id, name]) => link(group, id, name))}
            </SimpleGrid>
          </Fieldset>
        ))}
        {serverError && (
          <Alert
            color="red"
            title={t('site.form.notSavedTitle')}
            role="alert"
            data-testid="site-save-error"
          >
            {serverError}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={saving}>
            {published ? t('site.form.saveAndPublish') : t('site.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
