import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n';
import { loadTexts, withTexts } from './load-texts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('withTexts', () => {
  it('answers the module only once its texts are loaded', async () => {
    let loaded!: () => void;
    const load = vi
      .spyOn(i18n, 'loadNamespaces')
      .mockImplementation(() => new Promise<void>((resolve) => (loaded = resolve)));
    const Page = () => null;
    let answered: unknown = null;
    const pending = withTexts(['dashboard'], async () => Page)().then((p) => (answered = p));

    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledWith(['dashboard']);
    expect(answered).toBeNull();

    loaded();
    await pending;
    expect(answered).toBe(Page);
  });

  it('loads nothing before it is called', () => {
    const load = vi.spyOn(i18n, 'loadNamespaces');
    withTexts(['recipes'], async () => null);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('loadTexts', () => {
  it('asks for nothing when no catalogue is named', async () => {
    const load = vi.spyOn(i18n, 'loadNamespaces');
    await loadTexts([]);
    expect(load).not.toHaveBeenCalled();
  });
});
