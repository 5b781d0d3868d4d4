/**
 * Reloads the page once the waiting service worker takes control. The registration's own
 * reload only happens on a page that already had a controller when it loaded; a tab that
 * installed the first worker (open since its first visit, as a kitchen tablet may be) would
 * otherwise stay on the old code after Reload.
 */
export function reloadOnTakeover(
  container: Pick<ServiceWorkerContainer, 'addEventListener'> | undefined = globalThis.navigator
    ?.serviceWorker,
  reload: () => void = () => window.location.reload(),
): void {
  container?.addEventListener('controllerchange', () => reload(), { once: true });
}
