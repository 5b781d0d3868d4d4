import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../../i18n/catalogues-en';
import { FRENCH } from '../../i18n/catalogues-fr';
import { PUBLIC_NAMESPACES } from '../../i18n/namespaces';
import { loadPublicFrench, PUBLIC_ENGLISH } from './public-catalogues';
import { PUBLIC_PAGE_NAMESPACES } from './public-page-namespaces';

describe("the public pages' catalogues", () => {
  it('hold every public namespace', () => {
    for (const namespace of PUBLIC_NAMESPACES) expect(PUBLIC_PAGE_NAMESPACES).toContain(namespace);
  });

  it("are the app's own English and French catalogues, namespace for namespace", async () => {
    const french = await loadPublicFrench();
    expect(Object.keys(PUBLIC_ENGLISH).sort()).toEqual([...PUBLIC_PAGE_NAMESPACES].sort());
    expect(Object.keys(french).sort()).toEqual([...PUBLIC_PAGE_NAMESPACES].sort());
    for (const namespace of PUBLIC_PAGE_NAMESPACES) {
      expect(PUBLIC_ENGLISH[namespace], namespace).toEqual(ENGLISH[namespace]);
      expect(french[namespace], namespace).toEqual(FRENCH[namespace]);
    }
  });
});
