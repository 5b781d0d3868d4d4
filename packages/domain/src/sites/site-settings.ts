import { z } from 'zod';
import { CURRENCY_SYMBOLS, DEFAULT_CURRENCY } from '../display/currencies';
import { LABEL_FORMAT_IDS, type LabelFormat } from '../labels/label-formats';
import { DELIVERY_PLATFORM_IDS, SOCIAL_NETWORK_IDS } from './site-links';
import { DEFAULT_SITE_COLOUR, SITE_COLOUR_IDS } from './site-palette';

/**
 * The caps of a site's publish settings: what one venue may put on its page. They keep the
 * stored settings small (a few KB) and the page under its size budget.
 */
export const SITE_LIMITS = {
  description: 1000,
  address: 300,
  phone: 40,
  email: 254,
  openingHours: 14,
  openingHoursLine: 80,
  link: 300,
  images: 6,
  menus: 20,
  menuKey: 200,
} as const;

/**
 * A stored site image's name: the first 32 hex digits of the SHA-256 of its re-encoded bytes,
 * and its type. Content-hash names never change for other bytes, so they are cached for a year.
 */
export const SITE_ASSET_NAME_PATTERN = /^[a-f0-9]{32}\.webp$/;
export const siteAssetNameSchema = z.string().regex(SITE_ASSET_NAME_PATTERN);

/** A link the site shows: https only, so no link on a venue page runs script or leaves TLS. */
const linkSchema = z
  .string()
  .trim()
  .max(SITE_LIMITS.link)
  .regex(/^https:\/\/[^\s"'<>\\]+$/, 'must be an https:// address');

const textField = (max: number) => z.string().trim().max(max);

/**
 * A venue's publish settings (product spec §1 "A venue can publish a website under a site
 * tag"): whether the site is on, what it says about the venue (description, address, opening
 * hours, phone, e-mail, social and delivery links), how it looks (palette colour, logo,
 * images), which menus it shows (skeys in order; none means the Default Menu) and whether it
 * shows prices, allergens and nutrition panels (in `labelFormat`). Prices are shown with
 * `currency`. Unknown fields are refused, so nothing unchecked reaches the public page.
 */
export const siteSettingsSchema = z.strictObject({
  published: z.boolean(),
  description: textField(SITE_LIMITS.description),
  address: textField(SITE_LIMITS.address),
  openingHours: z.array(textField(SITE_LIMITS.openingHoursLine)).max(SITE_LIMITS.openingHours),
  phone: textField(SITE_LIMITS.phone).regex(/^[0-9+()\-.\s/]*$/, 'must be a phone number'),
  email: z.union([z.literal(''), z.string().trim().max(SITE_LIMITS.email).email()]),
  social: z.partialRecord(z.enum(SOCIAL_NETWORK_IDS), linkSchema),
  delivery: z.partialRecord(z.enum(DELIVERY_PLATFORM_IDS), linkSchema),
  colour: z.enum(SITE_COLOUR_IDS),
  logo: siteAssetNameSchema.nullable(),
  images: z.array(siteAssetNameSchema).max(SITE_LIMITS.images),
  menus: z.array(z.string().min(1).max(SITE_LIMITS.menuKey)).max(SITE_LIMITS.menus),
  showPrices: z.boolean(),
  showAllergens: z.boolean(),
  showNutrition: z.boolean(),
  labelFormat: z.enum(LABEL_FORMAT_IDS as [LabelFormat, ...LabelFormat[]]),
  currency: z.enum(CURRENCY_SYMBOLS as [string, ...string[]]),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/**
 * The settings of a site not set up yet: off, the Default Menu with prices and allergens,
 * no nutrition panels, the user's currency and label format when known.
 */
export const defaultSiteSettings = (
  over: Partial<Pick<SiteSettings, 'currency' | 'labelFormat'>> = {},
): SiteSettings => ({
  published: false,
  description: '',
  address: '',
  openingHours: [],
  phone: '',
  email: '',
  social: {},
  delivery: {},
  colour: DEFAULT_SITE_COLOUR,
  logo: null,
  images: [],
  menus: [],
  showPrices: true,
  showAllergens: true,
  showNutrition: false,
  labelFormat: over.labelFormat ?? 'eu-std',
  currency: over.currency ?? DEFAULT_CURRENCY,
});
