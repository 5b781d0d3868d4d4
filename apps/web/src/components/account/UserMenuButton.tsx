import { Button } from '@mantine/core';
import type { ComponentPropsWithoutRef, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../state/session';

type UserMenuButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'color' | 'style'> & {
  ref?: Ref<HTMLButtonElement>;
};

/** The signed-in user's name in the header: the button that opens the user menu. */
export function UserMenuButton(props: UserMenuButtonProps) {
  const { t } = useTranslation('components');
  const { account } = useSession();
  const name = account?.username || t('account.account');
  return (
    <Button
      size="xs"
      variant="default"
      // The name holds the text shown (WCAG 2.5.3, label in name).
      aria-label={t('account.menuLabel', { name })}
      data-testid="user-menu"
      {...props}
    >
      {name}
    </Button>
  );
}
