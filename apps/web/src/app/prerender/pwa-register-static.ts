// 'virtual:pwa-register/react' while pages are rendered at build time: nothing is
// registered there, and the toast starts hidden, as it does in the browser.
export function useRegisterSW(): {
  needRefresh: [boolean, (value: boolean) => void];
  offlineReady: [boolean, (value: boolean) => void];
  updateServiceWorker: (reloadPage?: boolean) => Promise<void>;
} {
  const ignore = () => undefined;
  return {
    needRefresh: [false, ignore],
    offlineReady: [false, ignore],
    updateServiceWorker: async () => undefined,
  };
}
