import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { flashStore } from '../../state/flash';
import { leavePageNotice, PAGE_NOTICE_KEY } from '../../state/page-notice';
import { usePageNotice } from './use-page-notice';

afterEach(() => {
  flashStore.reset();
  sessionStorage.clear();
});

describe('the message left for the next page', () => {
  it('is shown once on the page that opens after it, then forgotten', () => {
    leavePageNotice('Your account has been deleted and this device cleared.');
    renderHook(() => usePageNotice());
    expect(flashStore.get().map((m) => [m.type, m.text])).toEqual([
      ['info', 'Your account has been deleted and this device cleared.'],
    ]);
    expect(sessionStorage.getItem(PAGE_NOTICE_KEY)).toBeNull();
    flashStore.reset();
    renderHook(() => usePageNotice());
    expect(flashStore.get()).toEqual([]);
  });
});
