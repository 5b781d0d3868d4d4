import { CloseButton, Group, Kbd, Stack, Table, Text, Title } from '@mantine/core';
import { OrderListPanel } from '../../features/kitchen-lists/OrderListPanel';
import { PrepListPanel } from '../../features/kitchen-lists/PrepListPanel';
import { SHORTCUTS } from '../shortcuts/shortcuts';
import { closeSidePanel, SIDE_PANEL_TITLES, type SidePanelKind } from '../../state/side-panel';

function HelpGuide() {
  return (
    <Stack gap="sm">
      <Text size="sm">
        The help guide will explain each screen as you use it. These keyboard shortcuts work on the
        main screens:
      </Text>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Keys</Table.Th>
            <Table.Th>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SHORTCUTS.map((shortcut) => (
            <Table.Tr key={shortcut.key}>
              <Table.Td>
                <Kbd>{shortcut.keys}</Kbd>
              </Table.Td>
              <Table.Td>{shortcut.label}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** The side panel: prep list, order list or help guide, one at a time. */
export function SidePanel({ kind }: { kind: SidePanelKind }) {
  const title = SIDE_PANEL_TITLES[kind];
  return (
    <Stack data-testid="side-panel" data-panel={kind} gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h4">
          {title}
        </Title>
        <CloseButton aria-label={`Close ${title.toLowerCase()}`} onClick={closeSidePanel} />
      </Group>
      {kind === 'help' && <HelpGuide />}
      {kind === 'prep-list' && <PrepListPanel />}
      {kind === 'order-list' && <OrderListPanel />}
    </Stack>
  );
}
