import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { clearFlashes, flashStore } from '../../state/flash';
import { announceSample, PICTURES_MISSED_TEXT, SAMPLE_ADDED_TEXT } from './announce-sample';

const texts = () => flashStore.get().map((f) => [f.type, f.text]);
const written = { items: 79, records: 19, pictures: 9, missedPictures: [] };

afterEach(clearFlashes);

describe('announceSample', () => {
  it(`says '${SAMPLE_ADDED_TEXT}'`, () => {
    announceSample(written);
    expect(texts()).toEqual([
      ['info', 'Sample venue added: look around, change or delete anything'],
    ]);
  });

  it(`adds '${PICTURES_MISSED_TEXT}' when a picture was left out`, () => {
    announceSample({ ...written, pictures: 8, missedPictures: ['lemons.webp'] });
    expect(texts()).toEqual([
      ['info', SAMPLE_ADDED_TEXT],
      ['info', 'Some sample pictures could not be copied to this device'],
    ]);
  });
});

describe('announceSample in French', () => {
  it('says it in the interface language', async () => {
    await i18n.changeLanguage('fr');
    announceSample({ ...written, missedPictures: ['lemons.webp'] });
    expect(texts()).toEqual([
      [
        'info',
        'Établissement exemple ajouté : explorez-le, modifiez ou supprimez ce que vous voulez',
      ],
      ['info', 'Certaines images de l’exemple n’ont pas pu être copiées sur cet appareil'],
    ]);
  });
});
