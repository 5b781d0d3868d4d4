// Stand-in for 'virtual:pwa-register/react' in unit tests (aliased in vitest.config.ts).
import { useState, type Dispatch, type SetStateAction } from 'react';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { createStore, useStore } from '../state/create-store';

interface PwaMockState {
  offlineReady: boolean;
  needRefresh: boolean;
}

/** Tests drive the service worker state through this store. */
export const pwaMockState = createStore<PwaMockState>({ offlineReady: false, needRefresh: false });

export const pwaMockCalls = {
  updateServiceWorker: [] as (boolean | undefined)[],
  options: [] as (RegisterSWOptions | undefined)[],
  reset(): void {
    this.updateServiceWorker = [];
    this.options = [];
    pwaMockState.reset();
  },
};

export function useRegisterSW(options?: RegisterSWOptions): {
  needRefresh: [boolean, Dispatch<SetStateAction<boolean>>];
  offlineReady: [boolean, Dispatch<SetStateAction<boolean>>];
  updateServiceWorker: (reloadPage?: boolean) => Promise<void>;
} {
  useState(() => pwaMockCalls.options.push(options));
  const state = useStore(pwaMockState);
  const setter =
    (key: keyof PwaMockState): Dispatch<SetStateAction<boolean>> =>
    (value) =>
      pwaMockState.set((current) => ({
        ...current,
        [key]: typeof value === 'function' ? value(current[key]) : value,
      }));
  return {
    needRefresh: [state.needRefresh, setter('needRefresh')],
    offlineReady: [state.offlineReady, setter('offlineReady')],
    updateServiceWorker: async (reloadPage) => {
      pwaMockCalls.updateServiceWorker.push(reloadPage);
    },
  };
}
