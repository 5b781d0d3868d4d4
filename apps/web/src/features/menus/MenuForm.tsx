import { MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormFooter } from '../../components/catalogue/FormFooter';
import { useFormSave } from '../../components/catalogue/use-form-save';
import type { DishOption } from './menu-dish-options';
import {
  MENU_FIELD_LABELS as L,
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
  const save = useFormSave();
  const form = useForm<MenuFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => validateMenu(values, context),
    validateInputOnBlur: true,
  });

  const submit = (values: MenuFormValues) => save.run(() => onSave(values));

  return (
    <form noValidate aria-label="Menu form" onSubmit={form.onSubmit(submit)}>
      <Stack gap="md" maw={640}>
        <TextInput
          label={L.name}
          withAsterisk
          maxLength={MENU_NAME_MAX}
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <MultiSelect
          label={L.menuItems}
          withAsterisk
          description="Recipes marked as menu items"
          placeholder={options.length > 0 ? 'Type to find a dish' : undefined}
          data={options.map((o) => ({ value: o.value, label: o.label }))}
          searchable
          nothingFoundMessage="No menu-item recipe matches"
          hidePickedOptions
          key={form.key('menuItems')}
          {...form.getInputProps('menuItems')}
        />
        {options.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="no-dish-options">
            No recipes are marked as menu items yet. Mark a recipe as a menu item to offer it here.
          </Text>
        )}
        <FormFooter save={save} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
