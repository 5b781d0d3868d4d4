import { useTranslation } from 'react-i18next';
import { PageLink, usePageNavigation } from '../../components/page/page-navigation';
import { TaggedText } from '../../components/page/TaggedText';

/** Shown for any path that is not a route. */
export function NotFoundPage() {
  const { t } = useTranslation('public');
  const { pathname } = usePageNavigation();
  return (
    <div className="page-stack" data-testid="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>
        <TaggedText
          text={t('notFound.text', { path: pathname })}
          parts={{ code: (text) => <code>{text}</code> }}
        />
      </p>
      <PageLink to="/">{t('notFound.home')}</PageLink>
    </div>
  );
}
