import { afterEach, describe, expect, it } from 'vitest';
import { closeBrowserData, deleteUserDatabases } from './close-browser-data';

function fakeFactory(names: string[]) {
  const deleted: string[] = [];
  const factory = {
    databases: async () => names.map((name) => ({ name, version: 1 })),
    deleteDatabase(name: string) {
      deleted.push(name);
      const request = {} as IDBOpenDBRequest;
      queueMicrotask(() => request.onsuccess?.call(request, new Event('success')));
      return request;
    },
  } as unknown as IDBFactory;
  return { factory, deleted };
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('closing the browser data at sign-out', () => {
  it("deletes only this user's venue databases", async () => {
    const { factory, deleted } = fakeFactory([
      'larder_u1_v1',
      'larder_u1_v2',
      'larder_u10_v1',
      'larder_u2_v1',
      'other',
    ]);
    expect(await deleteUserDatabases('u1', factory)).toEqual(['larder_u1_v1', 'larder_u1_v2']);
    expect(deleted).toEqual(['larder_u1_v1', 'larder_u1_v2']);
  });

  it('does nothing where the browser cannot list databases', async () => {
    expect(await deleteUserDatabases('u1', {} as IDBFactory)).toEqual([]);
  });

  it('clears last_account, lastVID and session storage', async () => {
    localStorage.setItem('last_account', 'sam@bistro.example');
    localStorage.setItem('lastVID', 'v1');
    localStorage.setItem('restricted_u1', '100');
    sessionStorage.setItem('previousRoute', '/dash');
    await closeBrowserData('u1');
    expect(localStorage.getItem('last_account')).toBeNull();
    expect(localStorage.getItem('lastVID')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    // The restricted-mode choice stays with the device.
    expect(localStorage.getItem('restricted_u1')).toBe('100');
  });
});
