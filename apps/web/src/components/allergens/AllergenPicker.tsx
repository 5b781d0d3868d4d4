import { Checkbox, Group, type CheckboxGroupProps } from '@mantine/core';
import { ALLERGENS } from '@larder/domain';
import { ALLERGEN_NAMES } from './allergen-names';
import { AllergenIcon } from './AllergenIcon';

/** The 14 allergens as checkboxes, each named in full with its pictogram beside the name. */
export function AllergenPicker(props: Omit<CheckboxGroupProps, 'children'>) {
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
                {ALLERGEN_NAMES[a]}
              </Group>
            }
          />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
