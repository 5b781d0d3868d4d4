import type { ProfileRecord, VenueSaveInput } from '../../api/api-types';
import { i18n } from '../../i18n/i18n';

/** The fields of the venue forms (/venue-add, /venue-edit/{id}). */
export interface VenueFormValues {
  venue_name: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  cuisine: string;
}

export type VenueFormErrors = Partial<Record<keyof VenueFormValues, string>>;

export const EMPTY_VENUE_FORM: VenueFormValues = {
  venue_name: '',
  address: '',
  phone: '',
  email: '',
  website: '',
  cuisine: '',
};

/** Limits of the server's venue body (@larder/domain venueSaveSchema). */
export const VENUE_LIMITS = { venue_name: 100, address: 300, phone: 40, cuisine: 100 } as const;

/** A field's label, which its messages begin with. */
export const venueFieldLabel = (field: keyof VenueFormValues): string =>
  i18n.t(`venues:form.fields.${field}`);

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WEBSITE_PATTERN = /^https?:\/\/\S+$/;
const PHONE_PATTERN = /^[0-9+()\-.\s/]*$/;

/** Checks a venue form; each error names its field. */
export function validateVenue(values: VenueFormValues): VenueFormErrors {
  const errors: VenueFormErrors = {};
  const v = trimValues(values);
  if (!v.venue_name) errors.venue_name = i18n.t('venues:form.nameRequired');
  for (const field of ['venue_name', 'address', 'phone', 'cuisine'] as const) {
    const maximum = VENUE_LIMITS[field];
    if (!errors[field] && v[field].length > maximum) {
      errors[field] = i18n.t('venues:form.tooLong', { label: venueFieldLabel(field), maximum });
    }
  }
  if (!errors.phone && !PHONE_PATTERN.test(v.phone)) {
    errors.phone = i18n.t('venues:form.phoneCharacters');
  }
  if (v.email && !EMAIL_PATTERN.test(v.email)) {
    errors.email = i18n.t('venues:form.emailInvalid');
  }
  if (v.website && !WEBSITE_PATTERN.test(v.website)) {
    errors.website = i18n.t('venues:form.websiteInvalid');
  }
  return errors;
}

function trimValues(values: VenueFormValues): VenueFormValues {
  return {
    venue_name: values.venue_name.trim(),
    address: values.address.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    website: values.website.trim(),
    cuisine: values.cuisine.trim(),
  };
}

/** The body of save venue from the form: the name, and the profile fields. */
export function toVenueSaveInput(values: VenueFormValues, id?: string): VenueSaveInput {
  const v = trimValues(values);
  return {
    ...(id ? { id } : {}),
    venue_name: v.venue_name,
    PROFILE: {
      address: v.address,
      phone: v.phone,
      email: v.email,
      website: v.website,
      cuisine: v.cuisine,
    },
  };
}

/** The PROFILE fields the venue form edits, and those the server sets on save. */
const FORM_PROFILE_FIELDS = new Set([
  'address',
  'phone',
  'email',
  'website',
  'cuisine',
  'venue_name',
  'skey',
  'timestamp',
]);

/**
 * The body of save venue for an edit: the form's fields over every other field the venue's
 * PROFILE holds (its menu pricing settings, operations-model §7), which the server would
 * otherwise drop, since it stores the PROFILE it is sent.
 */
export function toVenueEditInput(
  values: VenueFormValues,
  id: string,
  profile: object | null | undefined,
): VenueSaveInput {
  const input = toVenueSaveInput(values, id);
  const kept = Object.fromEntries(
    Object.entries(profile ?? {}).filter(([field]) => !FORM_PROFILE_FIELDS.has(field)),
  );
  return { ...input, PROFILE: { ...kept, ...input.PROFILE } };
}

/** The form values of a venue's PROFILE record. */
export function formValuesFromProfile(
  venueName: string,
  profile: ProfileRecord | undefined | null,
): VenueFormValues {
  return {
    venue_name: profile?.venue_name ?? venueName,
    address: profile?.address ?? '',
    phone: profile?.phone ?? '',
    email: profile?.email ?? '',
    website: profile?.website ?? '',
    cuisine: profile?.cuisine ?? '',
  };
}

/**
 * The form field a server message names ('venue.PROFILE.email: ...' is the e-mail field,
 * 'venue.venue_name: ...' the name), or undefined.
 */
export function venueFieldOfServerPath(
  path: string | undefined,
): keyof VenueFormValues | undefined {
  if (!path) return undefined;
  const last = path.split('.').at(-1) ?? '';
  return last in EMPTY_VENUE_FORM ? (last as keyof VenueFormValues) : undefined;
}
