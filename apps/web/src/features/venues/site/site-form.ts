import {
  DELIVERY_PLATFORM_IDS,
  issuesOfZod,
  SOCIAL_NETWORK_IDS,
  siteSettingsSchema,
  type DeliveryPlatform,
  type LabelFormat,
  type SiteSettings,
  type SocialNetwork,
} from '@larder/domain';
import { issueText } from '../../../api/issue-text';
import { i18n } from '../../../i18n/i18n';

/** The publish settings as the form edits them: plain text fields, lists as lines. */
export interface SiteFormValues {
  description: string;
  address: string;
  /** One line per day or range ("Mon-Fri 8:00-16:00"). */
  openingHours: string;
  phone: string;
  email: string;
  social: Record<SocialNetwork, string>;
  delivery: Record<DeliveryPlatform, string>;
  colour: string;
  logo: string | null;
  images: string[];
  menus: string[];
  showPrices: boolean;
  showAllergens: boolean;
  showNutrition: boolean;
  labelFormat: LabelFormat;
  currency: string;
}

/** The label of a publish setting's field. */
export const siteFieldLabel = (field: keyof SiteFormValues | 'published'): string =>
  i18n.t(`venues:site.fields.${field}`);

const linksOf = <K extends string>(ids: readonly K[], links: Partial<Record<K, string>>) =>
  Object.fromEntries(ids.map((id) => [id, links[id] ?? ''])) as Record<K, string>;

/** The form's values of stored settings. */
export function siteFormValues(settings: SiteSettings): SiteFormValues {
  return {
    description: settings.description,
    address: settings.address,
    openingHours: settings.openingHours.join('\n'),
    phone: settings.phone,
    email: settings.email,
    social: linksOf(SOCIAL_NETWORK_IDS, settings.social),
    delivery: linksOf(DELIVERY_PLATFORM_IDS, settings.delivery),
    colour: settings.colour,
    logo: settings.logo,
    images: [...settings.images],
    menus: [...settings.menus],
    showPrices: settings.showPrices,
    showAllergens: settings.showAllergens,
    showNutrition: settings.showNutrition,
    labelFormat: settings.labelFormat,
    currency: settings.currency,
  };
}

const filled = <K extends string>(links: Record<K, string>) =>
  Object.fromEntries(
    Object.entries<string>(links)
      .map(([id, url]) => [id, url.trim()])
      .filter(([, url]) => url !== ''),
  ) as Partial<Record<K, string>>;

/** The settings the form's values stand for, published or not. */
export function settingsFromValues(values: SiteFormValues, published: boolean): SiteSettings {
  return {
    published,
    description: values.description.trim(),
    address: values.address.trim(),
    openingHours: values.openingHours
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    phone: values.phone.trim(),
    email: values.email.trim(),
    social: filled(values.social),
    delivery: filled(values.delivery),
    colour: values.colour,
    logo: values.logo,
    images: values.images,
    menus: values.menus,
    showPrices: values.showPrices,
    showAllergens: values.showAllergens,
    showNutrition: values.showNutrition,
    labelFormat: values.labelFormat,
    currency: values.currency,
  };
}

/** The form field of a settings path ('social.instagram', 'openingHours.3', 'settings.logo'). */
export function siteFieldOfPath(path: string | undefined): string | undefined {
  if (!path) return undefined;
  const parts = path.replace(/^settings\./, '').split('.');
  if (parts[0] === 'social' || parts[0] === 'delivery') return parts.slice(0, 2).join('.');
  return parts[0];
}

/**
 * Checks the form with the domain's own schema (the one the server checks with), so a value
 * the server would refuse is named on its field before anything is sent.
 */
export function validateSiteForm(values: SiteFormValues): Record<string, string> {
  const settings = settingsFromValues(values, false);
  const parsed = siteSettingsSchema.safeParse(settings);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const found of issuesOfZod(parsed.error, settings)) {
    const field = siteFieldOfPath(found.path);
    if (field && !errors[field]) errors[field] = issueText(found);
  }
  return errors;
}
