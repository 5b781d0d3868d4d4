/**
 * The OAuth error code of an oidc-client-ts `ErrorResponse` ('login_required',
 * 'access_denied'…), told apart by its name so that the library is not loaded to check it.
 */
export function providerErrorCode(error: unknown): string | undefined {
  if (!(error instanceof Error) || error.name !== 'ErrorResponse') return undefined;
  const code = (error as { error?: unknown }).error;
  return typeof code === 'string' ? code : undefined;
}
