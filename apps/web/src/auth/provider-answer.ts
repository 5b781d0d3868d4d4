/** True when the address carries the provider's answer (a code or an error). */
export function hasProviderAnswer(url: URL): boolean {
  return url.searchParams.has('code') || url.searchParams.has('error');
}
