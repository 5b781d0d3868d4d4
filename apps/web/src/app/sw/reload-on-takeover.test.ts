import { describe, expect, it, vi } from 'vitest';
import { reloadOnTakeover } from './reload-on-takeover';

describe('reloadOnTakeover (product spec §4 "Offline state": reloads when the user confirms)', () => {
  it('reloads once when the new worker takes control, not before', () => {
    const target = new EventTarget();
    const reload = vi.fn();
    reloadOnTakeover(target as unknown as ServiceWorkerContainer, reload);
    expect(reload).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('controllerchange'));
    target.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing where the browser has no service workers', () => {
    const reload = vi.fn();
    expect(() => reloadOnTakeover(undefined, reload)).not.toThrow();
    expect(reload).not.toHaveBeenCalled();
  });
});
