import { Alert, Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useRestricted } from '../../state/restricted';

/**
 * Shows its children only when editing is allowed; in restricted mode it says what is
 * blocked and how to lift it (spec section 6). Screens that edit master items, settings or
 * the venue profile wrap their editor in it.
 */
export function RestrictedGuard({ what, children }: { what: string; children: ReactNode }) {
  const { canEdit } = useRestricted();
  if (canEdit) return <>{children}</>;
  return (
    <Alert color="orange" title="Restricted mode is on" role="alert" data-testid="restricted-block">
      <Text size="sm">
        Editing {what} is blocked on this device while restricted mode is on. Someone with the
        restricted code can turn it off from the menu in the app.
      </Text>
      <Anchor component={Link} to="/restricted-reset" size="sm">
        Forgot the code?
      </Anchor>
    </Alert>
  );
}
