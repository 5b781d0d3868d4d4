import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './AfterFirstPaint';

describe('AfterFirstPaint', () => {
  it('draws its children only after the next frame has been painted, not in the first render', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    try {
      render(
        <div>
          <p>Head</p>
          <AfterFirstPaint>
            <p>Below</p>
          </AfterFirstPaint>
        </div>,
      );
      expect(screen.getByText('Head')).toBeTruthy();
      expect(screen.queryByText('Below')).toBeNull();
      // The frame: its callback runs before the paint; the children wait for the task after it.
      act(() => vi.advanceTimersToNextFrame());
      expect(screen.queryByText('Below')).toBeNull();
      act(() => vi.runOnlyPendingTimers());
      expect(screen.getByText('Below')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('drawn once, it stays drawn when the page draws again', async () => {
    const { rerender } = render(
      <AfterFirstPaint>
        <p>Below</p>
      </AfterFirstPaint>,
    );
    expect(await screen.findByText('Below')).toBeTruthy();
    rerender(
      <AfterFirstPaint>
        <p>Below, again</p>
      </AfterFirstPaint>,
    );
    expect(screen.getByText('Below, again')).toBeTruthy();
  });
});
