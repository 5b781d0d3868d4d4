import { describe, expect, it } from 'vitest';
import { contactEmailSchema } from './contact-email';
import { orderMailSchema } from './order-mail';
import { encodeRestrictedCode, restrictedCodeSchema, restrictedResetSchema } from './restricted';
import { userSettingUpdateSchema } from './user-setting';
import { venueSaveSchema } from './venue-save';

const firstIssue = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => {
  const issue = result.error?.issues[0];
  return issue ? `${issue.path.join('.')}: ${issue.message}` : 'ok';
};

describe('update setting body', () => {
  it('takes a currency among the 35 symbols', () => {
    expect(userSettingUpdateSchema.parse({ setting: { currency: '€' } })).toEqual({
      setting: { currency: '€' },
    });
    expect(userSettingUpdateSchema.safeParse({ setting: { currency: 'XYZ' } }).success).toBe(false);
  });

  it('maps legacy nutrition label formats (uk, us, au, ca)', () => {
    expect(userSettingUpdateSchema.parse({ setting: { nutritionLabelFormat: 'uk' } })).toEqual({
      setting: { nutritionLabelFormat: 'eu-std' },
    });
    expect(
      userSettingUpdateSchema.safeParse({ setting: { nutritionLabelFormat: 'xx' } }).success,
    ).toBe(false);
  });

  it('takes positive custom conversion values, never the pound', () => {
    expect(userSettingUpdateSchema.parse({ setting: { cupML: 250, ozG: 28 } }).setting).toEqual({
      cupML: 250,
      ozG: 28,
    });
    expect(userSettingUpdateSchema.safeParse({ setting: { cupML: -1 } }).success).toBe(false);
    expect(userSettingUpdateSchema.safeParse({ setting: { lbG: 450 } }).success).toBe(false);
    expect(userSettingUpdateSchema.safeParse({ setting: {} }).success).toBe(false);
  });

  it('takes metricOnly as a boolean', () => {
    expect(userSettingUpdateSchema.parse({ setting: { metricOnly: true } }).setting).toEqual({
      metricOnly: true,
    });
    expect(userSettingUpdateSchema.safeParse({ setting: { metricOnly: 'yes' } }).success).toBe(
      false,
    );
  });

  it('sets uwpSynced, alone and only to true (product spec §4 "Sync loop")', () => {
    expect(userSettingUpdateSchema.parse({ setting: { uwpSynced: true } }).setting).toEqual({
      uwpSynced: true,
    });
    expect(firstIssue(userSettingUpdateSchema.safeParse({ setting: { uwpSynced: false } }))).toBe(
      'setting.uwpSynced: uwpSynced can only be set to true',
    );
    expect(
      userSettingUpdateSchema.safeParse({ setting: { uwpSynced: true, cupML: 250 } }).success,
    ).toBe(false);
  });
});

describe('save venue body', () => {
  it('adds a venue with a name', () => {
    const parsed = venueSaveSchema.parse({ flag: 'add', venue: { venue_name: '  Bistro ' } });
    expect(parsed.venue.venue_name).toBe('Bistro');
  });

  it('names the field of a bad value', () => {
    expect(firstIssue(venueSaveSchema.safeParse({ flag: 'add', venue: { venue_name: '' } }))).toBe(
      'venue.venue_name: Enter the venue name',
    );
    expect(
      firstIssue(venueSaveSchema.safeParse({ flag: 'edit', venue: { venue_name: 'A' } })),
    ).toBe('venue.id: is needed to edit a venue');
    expect(
      firstIssue(
        venueSaveSchema.safeParse({
          flag: 'add',
          venue: { venue_name: 'A', PROFILE: { email: 'nope' } },
        }),
      ),
    ).toBe('venue.PROFILE.email: must be an e-mail address');
  });
});

describe('restricted code bodies', () => {
  it('decodes a base64-encoded code (product spec §5)', () => {
    expect(restrictedCodeSchema.parse({ restrictedCode: encodeRestrictedCode('1234') })).toEqual({
      restrictedCode: '1234',
    });
    expect(encodeRestrictedCode('1234')).toBe('MTIzNA==');
  });

  it('refuses a code that is not base64 or is too short', () => {
    expect(restrictedCodeSchema.safeParse({ restrictedCode: '1234' }).success).toBe(false);
    expect(
      restrictedCodeSchema.safeParse({ restrictedCode: encodeRestrictedCode('12') }).success,
    ).toBe(false);
  });

  it('takes the 6-digit reset code', () => {
    expect(restrictedResetSchema.parse({ code: ' 012345 ' })).toEqual({ code: '012345' });
    expect(restrictedResetSchema.safeParse({ code: '12345' }).success).toBe(false);
  });
});

describe('contact e-mail body', () => {
  it('needs a name, an e-mail address and a message', () => {
    const ok = contactEmailSchema.safeParse({
      emailObject: { name: 'Ann', email: 'ann@example.com', message: 'Hello' },
    });
    expect(ok.success).toBe(true);
    expect(
      firstIssue(
        contactEmailSchema.safeParse({ emailObject: { name: 'Ann', email: 'x', message: 'Hi' } }),
      ),
    ).toBe('emailObject.email: Enter a valid e-mail address');
  });
});

describe('order mail body (operations-model §3, e-mail to the supplier)', () => {
  const line = { name: 'Tomatoes', code: 'T-1', units: 3, unit: 'cases' };
  const body = { supplierKey: 'ACME', date: '2026-06-20', lines: [line] };

  it('takes a supplier key, a day and whole units per line', () => {
    expect(orderMailSchema.parse(body)).toEqual(body);
    expect(orderMailSchema.safeParse({ ...body, lines: [{ ...line, code: null }] }).success).toBe(
      true,
    );
  });

  it('refuses more than 500 lines, texts over 200 characters and part units, naming the field', () => {
    const many = { ...body, lines: Array.from({ length: 501 }, () => line) };
    expect(firstIssue(orderMailSchema.safeParse(many))).toMatch(/^lines: /);
    const long = { ...body, lines: [{ ...line, name: 'x'.repeat(201) }] };
    expect(firstIssue(orderMailSchema.safeParse(long))).toMatch(/^lines\.0\.name: /);
    const part = { ...body, lines: [{ ...line, units: 1.5 }] };
    expect(firstIssue(orderMailSchema.safeParse(part))).toMatch(/^lines\.0\.units: /);
    expect(firstIssue(orderMailSchema.safeParse({ ...body, date: '2026-02-30' }))).toMatch(
      /^date: /,
    );
    expect(firstIssue(orderMailSchema.safeParse({ ...body, lines: [] }))).toMatch(/^lines: /);
  });

  it('has no recipient field: an address in the body is dropped', () => {
    const parsed = orderMailSchema.parse({ ...body, to: 'victim@example.com' });
    expect(parsed).not.toHaveProperty('to');
  });
});
