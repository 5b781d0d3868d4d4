import { Badge, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * PRO or FREE beside a venue's name (product spec §4 "Pro status"), wherever a venue is named:
 * the side bar, the venue list, the venue profile and the subscription page. Its title says
 * what each means, for the pointer's tooltip and screen readers.
 */
export function ProBadge({ pro, size = 'sm' }: { pro: boolean; size?: MantineSize }) {
  const { t } = useTranslation('components');
  return (
    <Badge
      size={size}
      variant={pro ? 'filled' : 'light'}
      color={pro ? 'teal' : 'gray'}
      title={pro ? t('pro.proMeaning') : t('pro.freeMeaning')}
      data-testid="pro-badge"
      data-pro={pro ? 'true' : 'false'}
    >
      {pro ? t('pro.pro') : t('pro.free')}
    </Badge>
  );
}
