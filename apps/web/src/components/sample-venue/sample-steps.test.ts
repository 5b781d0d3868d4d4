import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { sampleProgress, SAMPLE_STEP_TEXTS, SAMPLE_STEPS } from './sample-steps';

describe('the steps of the sample venue', () => {
  it('names each step, in the order they run', () => {
    expect(SAMPLE_STEPS).toEqual(['venue', 'open', 'records', 'pictures']);
    expect(SAMPLE_STEP_TEXTS).toEqual({
      venue: 'Creating the sample venue…',
      open: 'Opening it on this device…',
      records: 'Writing ingredients, recipes, suppliers, menus and a week of kitchen records…',
      pictures: 'Copying the ingredient pictures…',
    });
  });

  it('moves the progress on at each step, never to the end before it is done', () => {
    expect(SAMPLE_STEPS.map((step) => sampleProgress(SAMPLE_STEPS, step))).toEqual([
      20, 40, 60, 80,
    ]);
    expect(sampleProgress(['records', 'pictures'], 'records')).toBe(33);
    expect(sampleProgress(['records', 'pictures'], 'venue')).toBe(0);
  });
});

describe('the steps of the sample venue in French', () => {
  it('names each step in the interface language', async () => {
    await i18n.changeLanguage('fr');
    expect(SAMPLE_STEP_TEXTS.venue).toBe('Création de l’établissement exemple…');
    expect(SAMPLE_STEP_TEXTS.pictures).toBe('Copie des images des ingrédients…');
  });
});
