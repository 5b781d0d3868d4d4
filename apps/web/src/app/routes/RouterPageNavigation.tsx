import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageNavigationProvider, type PageNavigation } from '../../components/page/page-navigation';

/** The app's router as the pages' navigation: links and sign-in steps stay in the document. */
export function RouterPageNavigation({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo<PageNavigation>(
    () => ({ pathname, sameDocument: true, navigate: (to, options) => navigate(to, options) }),
    [pathname, navigate],
  );
  return <PageNavigationProvider value={navigation}>{children}</PageNavigationProvider>;
}
