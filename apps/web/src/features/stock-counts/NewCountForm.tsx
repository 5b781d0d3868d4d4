import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localDay } from '../../components/catalogue/local-day';
import { checkCountHeader, type HeaderErrors } from './count-record';

/**
 * "New count": the count's name and day (today by `now`, the venue's clock), checked as the
 * record's schema checks them before the editor opens.
 */
export function NewCountForm({
  now,
  onStart,
}: {
  /** The venue's clock (ms). */
  now: () => number;
  onStart: (header: { name: string; date: string }) => void;
}) {
  const { t } = useTranslation('stock-counts');
  const [today] = useState(() => localDay(now()));
  const [name, setName] = useState('');
  const [date, setDate] = useState(today);
  const [errors, setErrors] = useState<HeaderErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const header = { name: name.trim(), date };
    const found = checkCountHeader(header);
    setErrors(found);
    if (!found.name && !found.date) onStart(header);
  };
  return (
    <form onSubmit={submit} noValidate data-testid="new-count-form" aria-label={t('new.title')}>
      <Group align="flex-start" gap="sm">
        <TextInput
          label={t('new.name')}
          placeholder={t('new.namePlaceholder')}
          withAsterisk
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
          w={260}
        />
        <TextInput
          label={t('new.day')}
          type="date"
          withAsterisk
          value={date}
          onChange={(event) => setDate(event.currentTarget.value)}
          error={errors.date}
          w={180}
        />
        <Button type="submit" mt={25}>
          {t('new.start')}
        </Button>
      </Group>
    </form>
  );
}
