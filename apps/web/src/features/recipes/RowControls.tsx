import { PlainActionIcon } from '../../components/plain-fields/PlainActionIcon';
import { PlainGroup } from '../../components/plain-fields/PlainGroup';
import { useTranslation } from 'react-i18next';

/** The id of a row's control, so focus can follow a row that moved. */
export const controlId = (rowKey: string, action: 'up' | 'down') => `${rowKey}-${action}`;

/**
 * Move up, move down and remove buttons of one form row. They are buttons, so they work from
 * the keyboard; after a move the focus follows the row. Plain ones with Mantine's look (a form
 * draws three per row).
 */
export function RowControls({
  what,
  index,
  count,
  rowKey,
  onMove,
  onRemove,
}: {
  /** An ingredient or recipe line, or a packaging line: named so in each button's name. */
  what: 'line' | 'packaging';
  index: number;
  count: number;
  rowKey: string;
  onMove(from: number, to: number): void;
  onRemove(): void;
}) {
  const { t } = useTranslation('recipes');
  const number = index + 1;
  const move = (to: number, action: 'up' | 'down') => {
    onMove(index, to);
    requestAnimationFrame(() => {
      const same = document.getElementById(controlId(rowKey, action));
      const other = document.getElementById(controlId(rowKey, action === 'up' ? 'down' : 'up'));
      (same && !same.hasAttribute('disabled') ? same : other)?.focus();
    });
  };
  return (
    <PlainGroup gap={2} wrap="nowrap" mb={4}>
      <PlainActionIcon
        id={controlId(rowKey, 'up')}
        aria-label={t(`rowControls.${what}.up`, { number })}
        disabled={index === 0}
        onClick={() => move(index - 1, 'up')}
      >
        ↑
      </PlainActionIcon>
      <PlainActionIcon
        id={controlId(rowKey, 'down')}
        aria-label={t(`rowControls.${what}.down`, { number })}
        disabled={index === count - 1}
        onClick={() => move(index + 1, 'down')}
      >
        ↓
      </PlainActionIcon>
      <PlainActionIcon
        color="red"
        aria-label={t(`rowControls.${what}.remove`, { number })}
        onClick={onRemove}
      >
        ×
      </PlainActionIcon>
    </PlainGroup>
  );
}
