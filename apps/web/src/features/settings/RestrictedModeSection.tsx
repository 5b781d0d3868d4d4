import { Anchor, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useRestricted } from '../../state/restricted';
import { openRestrictedPanel } from '../../state/restricted-panel';

function stateText(codeExists: boolean, on: boolean): string {
  if (on)
    return 'Restricted mode is on on this device: costs and prices are hidden and editing is blocked.';
  if (codeExists) return 'A restricted code is set. Restricted mode is off on this device.';
  return 'No restricted code is set yet. Set one to be able to turn restricted mode on.';
}

/** Restricted mode from the settings: its state, and the panel that sets the code and the mode. */
export function RestrictedModeSection() {
  const { codeExists, on } = useRestricted();
  return (
    <Fieldset legend="Restricted mode" data-testid="settings-restricted">
      <Stack gap="sm">
        <Text size="sm">{stateText(codeExists, on)}</Text>
        <Group>
          <Button variant="light" onClick={openRestrictedPanel}>
            Open restricted mode
          </Button>
          {codeExists && (
            <Anchor component={Link} to="/restricted-reset" size="sm">
              Forgot the code? Reset it by e-mail
            </Anchor>
          )}
        </Group>
      </Stack>
    </Fieldset>
  );
}
