import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { navigateFromSignIn, type SignInNavigationOptions } from './sign-in-navigation';

/**
 * navigateFromSignIn through the router of the rendering tree (the app's or a test's
 * memory router): the origin is removed, and the entry replaced when no history is asked.
 */
export function useSignInNavigate() {
  const navigate = useNavigate();
  return useCallback(
    (url: string, options: SignInNavigationOptions = {}) =>
      navigateFromSignIn(url, options, {
        navigate: (to, opts) => navigate(to, opts),
      }),
    [navigate],
  );
}
