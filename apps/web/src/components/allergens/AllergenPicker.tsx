import { Checkbox, Group, type CheckboxGroupProps } from '@mantine/core';
import { ALLERGENS } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { AllergenIcon } from './AllergenIcon';

/** The 14 allergens as checkboxes, each named in full with its pictogram beside the name. */
export function AllergenPicker(props: Omit<CheckboxGroupProps, 'children'>) {
  const { t } = useTranslation('components');
  return (
    <Checkbox.Group {...props}>
      <Group gap="md" mt="xs">
        {ALLERGENS.map((a) => (
          <Checkbox
            key={a}
            value={a}
            label={
              <Group component="span" gap={4} wrap="nowrap">
                <AllergenIcon allergen={a} size={18} decorative />
                {t(`allergens.${a}`)}
              </Group>
            }
          />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
