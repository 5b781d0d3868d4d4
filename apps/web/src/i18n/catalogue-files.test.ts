import { describe, expect, it } from 'vitest';
import { ENGLISH } from './catalogues-en';
import { FRENCH } from './catalogues-fr';
import { loadCatalogueFile } from './catalogue-files';
import { NAMESPACES } from './namespaces';

describe('loadCatalogueFile', () => {
  it('fetches one catalogue of one language', async () => {
    for (const namespace of NAMESPACES) {
      expect(await loadCatalogueFile('en', namespace), namespace).toEqual(ENGLISH[namespace]);
      expect(await loadCatalogueFile('fr', namespace), namespace).toEqual(FRENCH[namespace]);
    }
  });

  it('answers an empty catalogue for a language or namespace it does not have', async () => {
    expect(await loadCatalogueFile('de', 'common')).toEqual({});
    expect(await loadCatalogueFile('en', 'no-such-namespace')).toEqual({});
  });
});
