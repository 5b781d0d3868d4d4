import { CloseButton, Group, Stack, Title } from '@mantine/core';
import { Suspense, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useGuideFocus } from '../help/use-guide-focus';
import { HelpGuide, OrderListPanel, PrepListPanel } from './layout-parts';
import {
  closeSidePanel,
  sidePanelCloseLabel,
  sidePanelTitle,
  type SidePanelKind,
} from '../../state/side-panel';

/**
 * The side panel: prep list, order list or help guide, one at a time, as a region named by its
 * heading; each content is fetched, with its texts, the first time it opens. The help guide takes the focus when it opens and gives it back when it closes;
 * Escape closes it.
 */
export function SidePanel({ kind }: { kind: SidePanelKind }) {
  useTranslation('app');
  const title = sidePanelTitle(kind);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const help = kind === 'help';
  useGuideFocus(help, heading);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!help || event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    closeSidePanel();
  };
  return (
    <Stack
      component="section"
      aria-labelledby={titleId}
      data-testid="side-panel"
      data-panel={kind}
      gap="md"
      onKeyDown={onKeyDown}
    >
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h4" id={titleId} ref={heading} tabIndex={-1}>
          {title}
        </Title>
        <CloseButton aria-label={sidePanelCloseLabel(kind)} onClick={closeSidePanel} />
      </Group>
      <Suspense fallback={null}>
        {help && <HelpGuide />}
        {kind === 'prep-list' && <PrepListPanel />}
        {kind === 'order-list' && <OrderListPanel />}
      </Suspense>
    </Stack>
  );
}
