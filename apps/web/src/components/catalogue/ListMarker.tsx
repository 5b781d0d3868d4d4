import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A small marker beside a name in a long list ('incomplete', 'menu', the ingredient type):
 * a plain element styled by app.css, cheap enough to draw on every row as the list filters;
 * its reasons show as the element's title.
 */
export function ListMarker({
  tone = 'info',
  ...rest
}: HTMLAttributes<HTMLSpanElement> & { tone?: 'info' | 'warning'; 'data-testid'?: string }) {
  return <span className={`larder-marker larder-marker-${tone}`} {...rest} />;
}

/** The 'incomplete' marker of a list row; what is missing shows as its title. */
export function IncompleteMarker({ reasons }: { reasons: readonly string[] }) {
  const { t } = useTranslation('components');
  const text = reasons.join('; ');
  return (
    <ListMarker
      tone="warning"
      data-testid="incomplete-marker"
      title={text}
      aria-label={t('catalogue.incompleteLabel', { reasons: text })}
    >
      {t('catalogue.incomplete')}
    </ListMarker>
  );
}
