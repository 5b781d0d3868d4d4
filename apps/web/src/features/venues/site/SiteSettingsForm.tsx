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
  LABEL_FORMATS,
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
import { ApiError } from '../../../api/api-errors';
import { saveSiteSettings } from '../../../api/site-api';
import {
  SITE_FIELD_LABELS as L,
  settingsFromValues,
  siteFieldOfPath,
  siteFormValues,
  validateSiteForm,
  type SiteFormValues,
} from './site-form';
import { SiteImagesField } from './SiteImagesField';

const colourName = (id: string) => id.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

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
  const form = useForm<SiteFormValues>({
    mode: 'controlled',
    initialValues: siteFormValues(settings),
    validate: validateSiteForm,
    validateInputOnBlur: true,
  });
  const values = form.getValues();
  const colour = siteColour(values.colour);

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
        setServerError('Choose a site tag and save it before publishing.');
      } else if (apiError && field && field !== 'tag') {
        form.setFieldError(field, apiError.fieldText);
        setServerError(`${apiError.message}`);
      } else {
        setServerError(apiError?.message ?? 'The website settings were not saved.');
      }
    } finally {
      setSaving(false);
    }
  };

  const text = (field: keyof SiteFormValues, props: Record<string, unknown> = {}) => (
    <TextInput
      label={L[field as keyof typeof L]}
      key={form.key(field)}
      {...props}
      {...form.getInputProps(field)}
    />
  );
  const link = (group: 'social' | 'delivery', id: string, label: string) => (
    <TextInput
      key={form.key(`${group}.${id}`)}
      label={label}
      placeholder="https://"
      type="url"
      {...form.getInputProps(`${group}.${id}`)}
    />
  );

  return (
    <form noValidate aria-label="Website settings" onSubmit={form.onSubmit((v) => void submit(v))}>
      <Stack gap="md">
        <Switch
          label={L.published}
          description="Diners can read the site once it is published. Unpublish to take it down."
          checked={published}
          onChange={(event) => setPublished(event.currentTarget.checked)}
        />
        <Textarea
          label={L.description}
          autosize
          minRows={2}
          maxLength={SITE_LIMITS.description}
          key={form.key('description')}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('address', { autoComplete: 'street-address' })}
          {text('phone', { type: 'tel', autoComplete: 'tel' })}
          {text('email', { type: 'email', autoComplete: 'email' })}
          <Select
            label={L.currency}
            data={CURRENCIES.map((c) => ({ value: c.symbol, label: `${c.symbol} ${c.name}` }))}
            allowDeselect={false}
            key={form.key('currency')}
            {...form.getInputProps('currency')}
          />
        </SimpleGrid>
        <Textarea
          label={L.openingHours}
          description="One line each, such as Mon-Fri 8:00-16:00."
          autosize
          minRows={2}
          key={form.key('openingHours')}
          {...form.getInputProps('openingHours')}
        />
        <Fieldset legend="What the menu shows">
          <Stack gap="xs">
            {props.menus && props.menus.length > 0 ? (
              <MultiSelect
                label={L.menus}
                description="None chosen: the Default Menu (every recipe marked as a menu item)."
                data={props.menus.map((m) => ({ value: m.skey, label: m.name ?? m.skey }))}
                key={form.key('menus')}
                {...form.getInputProps('menus')}
              />
            ) : null}
            <Checkbox
              label={L.showPrices}
              key={form.key('showPrices')}
              {...form.getInputProps('showPrices', { type: 'checkbox' })}
            />
            <Checkbox
              label={L.showAllergens}
              key={form.key('showAllergens')}
              {...form.getInputProps('showAllergens', { type: 'checkbox' })}
            />
            <Checkbox
              label={L.showNutrition}
              key={form.key('showNutrition')}
              {...form.getInputProps('showNutrition', { type: 'checkbox' })}
            />
            {values.showNutrition && (
              <Select
                label={L.labelFormat}
                data={Object.entries(LABEL_FORMATS).map(([value, label]) => ({ value, label }))}
                allowDeselect={false}
                key={form.key('labelFormat')}
                {...form.getInputProps('labelFormat')}
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
            label={L.colour}
            description="The header's colour; its text colour always reads on it."
            data={SITE_COLOURS.map((c) => ({ value: c.id, label: colourName(c.id) }))}
            searchable
            allowDeselect={false}
            key={form.key('colour')}
            {...form.getInputProps('colour')}
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
        <Fieldset legend={L.delivery}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {Object.entries(DELIVERY_PLATFORMS).map(([id, label]) => link('delivery', id, label))}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={L.social}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {Object.entries(SOCIAL_NETWORKS).map(([id, label]) => link('social', id, label))}
          </SimpleGrid>
        </Fieldset>
        {serverError && (
          <Alert color="red" title="Not saved" role="alert" data-testid="site-save-error">
            {serverError}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={saving}>
            {published ? 'Save and publish' : 'Save website settings'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
