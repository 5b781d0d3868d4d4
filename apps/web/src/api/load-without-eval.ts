/**
 * Loads a module that parses API values (the API client, the sign-in flow) for a page that
 * does not load it at start (the public pages), once parsing is set to generate no code: the
 * content security policy allows none.
 */
export async function loadWithoutEval<T>(load: () => Promise<T>): Promise<T> {
  await import('./parse-without-eval');
  return load();
}
