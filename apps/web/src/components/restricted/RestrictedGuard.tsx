import { Alert, Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRestricted } from '../../state/restricted';

/**
 * Shows its children only when editing is allowed; in restricted mode it says what is
 * blocked and how to lift it (spec section 6). Screens that edit master items, settings or
 * the venue profile wrap their editor in it.
 */
export function RestrictedGuard({ what, children }: { what: string; children: ReactNode }) {
  const { t } = useTranslation('components');
  const { canEdit } = useRestricted();
  if (canEdit) return <>{children}</>;
  return (
    <Alert color="orange" title={t('restricted.title')} role="alert" data-testid="restricted-block">
      <Text size="sm">{t('restricted.blocked', { what })}</Text>
      <Anchor component={Link} to="/restricted-reset" size="sm">
        {t('restricted.forgotCode')}
      </Anchor>
    </Alert>
  );
}
