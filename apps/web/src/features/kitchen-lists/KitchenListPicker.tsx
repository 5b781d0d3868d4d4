import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KitchenLists } from '../../components/operations/use-kitchen-lists';
import { setKitchenList } from '../../state/kitchen-list';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The picker of the prep list the panels and pages show (operations-model §1): saved lists,
 * upcoming events and the menu forecast, and the list's day (its ticks are kept per day).
 */
export function KitchenListPicker({ lists }: { lists: KitchenLists }) {
  const { t } = useTranslation('kitchen-lists');
  return (
    <Group gap="xs" align="flex-end" wrap="wrap" className="kitchen-no-print">
      <Select
        label={t('picker.list')}
        placeholder={t('picker.choose')}
        data={lists.options.map((g) => ({ group: g.group, items: [...g.items] }))}
        value={lists.source ? lists.selection.list : null}
        onChange={(list) => setKitchenList({ list, date: null }, lists.venueId)}
        nothingFoundMessage={t('picker.none')}
        allowDeselect={false}
        searchable
        w={260}
        data-testid="kitchen-list-picker"
      />
      <TextInput
        label={t('picker.day')}
        type="date"
        value={lists.date}
        w={150}
        onChange={(event) => {
          const date = event.currentTarget.value;
          if (date === '' || DAY.test(date)) {
            setKitchenList({ date: date === '' ? null : date }, lists.venueId);
          }
        }}
        data-testid="kitchen-list-day"
      />
    </Group>
  );
}
