import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignInAddress } from '../../auth/sign-in-address';
import { navigateFromSignIn } from '../../auth/sign-in-navigation';
import { BusyButton } from '../../components/page/BusyButton';
import { Notice } from '../../components/page/Notice';
import { PageLink, usePageNavigation } from '../../components/page/page-navigation';
import { TaggedText } from '../../components/page/TaggedText';
import { DEFAULT_APP_ROUTE, readPreviousRoute } from '../../state/previous-route';
import { signIn, useSession } from '../../state/session';
import { useClientValue } from '../../state/use-client-value';

/**
 * Public sign-in page: one button that signs in silently when this device knows the last
 * account, else hands over to the identity provider's page.
 */
export function SignInPage() {
  const { t } = useTranslation('public');
  const session = useSession();
  const navigation = usePageNavigation();
  const [busy, setBusy] = useState(false);
  const [notAvailable, setNotAvailable] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Kept in this tab's session storage: the page prerendered without it is hydrated first.
  const previousRoute = useClientValue(readPreviousRoute(), null);
  const address = useSignInAddress();

  const start = async () => {
    setBusy(true);
    setFailure(null);
    const result = await signIn();
    if (result.ok) {
      // null: the browser is on its way to the provider's page; stay busy until it leaves.
      if (result.to) await navigateFromSignIn(result.to, { noHistory: true }, navigation);
      else return;
    } else if (result.reason === 'not-available') {
      setNotAvailable(true);
    } else {
      setFailure(result.message);
    }
    setBusy(false);
  };

  return (
    <div className="page-stack">
      <h1>{t('signin.title')}</h1>
      <p>{t('signin.intro')}</p>
      {previousRoute && (
        <p className="page-small page-dimmed" data-testid="signin-return">
          {t('signin.returnTo', { route: previousRoute })}
        </p>
      )}
      {session.status === 'signed-in' && (
        <p data-testid="signin-already">
          <TaggedText
            text={t('signin.already', { username: session.account?.username ?? '' })}
            parts={{ anchor: (text) => <PageLink to={DEFAULT_APP_ROUTE}>{text}</PageLink> }}
          />
        </p>
      )}
      {address && (
        <Notice
          tone="orange"
          title={t('signin.otherAddressTitle')}
          alert
          data-testid="signin-address"
        >
          <TaggedText
            text={t('signin.otherAddress', { address, origin: window.location.origin })}
            parts={{ anchor: (text) => <a href={address}>{text}</a> }}
          />
        </Notice>
      )}
      <div>
        <BusyButton size="md" onClick={() => void start()} busy={busy}>
          {t('signin.button')}
        </BusyButton>
      </div>
      {notAvailable && (
        <Notice
          tone="red"
          title={t('signin.unavailableTitle')}
          alert
          data-testid="signin-unavailable"
        >
          {t('signin.unavailable')}
        </Notice>
      )}
      {failure && (
        <Notice tone="red" title={t('signin.failedTitle')} alert data-testid="signin-failed">
          {failure}
        </Notice>
      )}
    </div>
  );
}
