import { Badge, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRestricted } from '../../state/restricted';
import { openRestrictedPanel } from '../../state/restricted-panel';

function LockIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" fill="none">
      <rect x="5" y="11" width="14" height="10" rx="2" stroke="currentColor" strokeWidth="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** The lock shown in the app header while restricted mode is on; opens the panel. */
export function RestrictedIndicator() {
  const { t } = useTranslation('restricted');
  const { on } = useRestricted();
  if (!on) return null;
  return (
    <UnstyledButton
      onClick={openRestrictedPanel}
      aria-label={t('indicator.label')}
      data-testid="restricted-indicator"
    >
      <Badge color="orange" variant="light" leftSection={<LockIcon />}>
        {t('indicator.badge')}
      </Badge>
    </UnstyledButton>
  );
}
