import { MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../components/catalogue/FormFooter';
import { useFormSave } from '../../components/catalogue/use-form-save';
import type { DishOption } from './menu-dish-options';
import {
  MENU_NAME_MAX,
  validateMenu,
  type MenuFormValues,
  type MenuValidationContext,
} from './menu-form';

export interface MenuFormProps {
  initialValues: MenuFormValues;
  options: readonly DishOption[];
  context: MenuValidationContext;
  onSave(values: MenuFormValues): Promise<void>;
  onCancel(): void;
}

/** The menu editor of /menu-add and /menu-edit: a name and dishes from the menu-item recipes. */
export function MenuForm({ initialValues, options, context, onSave, onCancel }: MenuFormProps) {
  const { t } = useTranslation('menus');
  const save = useFormSave();
  const form = useForm<MenuFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => validateMenu(values, context),
    validateInputOnBlur: true,
  });

  const submit = (values: MenuFormValues) => save.run(() => onSave(values));
  const nameInput = form.getInputProps('name');
  const dishesInput = form.getInputProps('menuItems');

  return (
    <form noValidate aria-label={t('form.label')} onSubmit={form.onSubmit(submit)}>
      <Stack gap="md" maw={640}>
        <TextInput
          key={form.key('name')}
          {...nameInput}
          label={t('form.name')}
          withAsterisk
          maxLength={MENU_NAME_MAX}
        />
        <MultiSelect
          key={form.key('menuItems')}
          {...dishesInput}
          label={t('form.dishes')}
          withAsterisk
          description={t('form.dishesHint')}
          placeholder={options.length > 0 ? t('form.dishesPlaceholder') : undefined}
          data={options.map((o) => ({ value: o.value, label: o.label }))}
          searchable
          nothingFoundMessage={t('form.noMatch')}
          hidePickedOptions
        />
        {options.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="no-dish-options">
            {t('form.noOptions')}
          </Text>
        )}
        <FormFooter save={save} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
