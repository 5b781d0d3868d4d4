import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { newerFormatText, notAVenueFileText, venueFileProblemText } from './venue-file-problems';

describe("a refused venue file's report, in the screen's words", () => {
  it('names both versions when the file is of a newer format', () => {
    const text = venueFileProblemText({
      reason: 'format-newer',
      path: 'format',
      params: { format: 2, supported: 1 },
      message: 'newer',
      file: 'venue.json',
    });
    expect(text).toBe(newerFormatText(2, 1));
    expect(text).toBe(
      'This file was made by a newer version of Larder (venue file format 2). This version reads format 1 and older: update Larder (reload the app), then import the file again.',
    );
  });

  it('says where a bad row is (its kind, row and key), its field and what is wrong', () => {
    expect(
      venueFileProblemText({
        reason: 'field-type',
        path: 'purchaseprice',
        params: { expected: 'number' },
        message: 'x',
        file: 'item.json',
        kind: 'item',
        row: 3,
        key: 'YELLOW ONIONS',
      }),
    ).toBe(
      'Ingredients, recipes and packaging, row 3 (YELLOW ONIONS): Purchase price: must be a number',
    );
    expect(
      venueFileProblemText({
        reason: 'key-duplicate',
        path: 'skey',
        message: 'x',
        file: 'supplier.json',
        kind: 'supplier',
        row: 4,
        key: 'GREEN VALLEY',
      }),
    ).toBe('Suppliers, row 4 (GREEN VALLEY): Key: The same key is used twice');
    expect(
      venueFileProblemText({
        reason: 'field-type',
        path: '',
        params: { expected: 'object' },
        message: 'x',
        file: 'menu.json',
        kind: 'menu',
        row: 3,
      }),
    ).toBe('Menus, row 3: must be a group of fields');
  });

  it('says a file is not a venue file, a part of it is missing, or its counts differ', () => {
    expect(
      venueFileProblemText({ reason: 'file-unreadable', path: 'file', message: 'x', file: '' }),
    ).toBe(notAVenueFileText());
    expect(
      venueFileProblemText({
        reason: 'file-unreadable',
        path: 'file',
        message: 'x',
        file: 'menu.json',
      }),
    ).toBe('menu.json is missing from the file or damaged.');
    expect(
      venueFileProblemText({
        reason: 'field-invalid',
        path: 'counts.menu',
        params: { expected: 2, found: 3 },
        message: 'x',
        file: 'venue.json',
      }),
    ).toBe('The file says it holds 2 of menus but holds 3: it is incomplete or was changed.');
    expect(
      venueFileProblemText({
        reason: 'field-format',
        path: 'profile.email',
        params: { format: 'email' },
        message: 'x',
        file: 'venue.json',
      }),
    ).toBe('Venue details: E-mail: must be an e-mail address');
  });

  it('writes the report in French', async () => {
    await i18n.changeLanguage('fr');
    expect(
      venueFileProblemText({
        reason: 'field-invalid',
        path: 'counts.menu',
        params: { expected: 2, found: 3 },
        message: 'x',
        file: 'venue.json',
      }),
    ).toBe(
      'Le fichier indique contenir 2 éléments dans « menus », mais en contient 3 : il est incomplet ou a été modifié.',
    );
    expect(
      venueFileProblemText({
        reason: 'file-unreadable',
        path: 'file',
        message: 'x',
        file: 'menu.json',
      }),
    ).toBe('menu.json est absent du fichier ou endommagé.');
  });
});
