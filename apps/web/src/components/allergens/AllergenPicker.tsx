import { Checkbox, Group, type CheckboxGroupProps } from '@mantine/core';
import { ALLERGENS } from '@larder/domain';
import { ALLERGEN_NAMES } from './allergen-names';
import { AllergenIcon } from './AllergenIcon';

/** The 14 allergens as checkboxes, each with its pictogram beside its name. */
export function AllergenPicker(props: Omit<CheckboxGroupProps, 'children'>) {
  return (
    <Checkbox.Group {...props}>
      <Group gap="md" mt="xs">
        {ALLERGENS.map((a) => (
          <Checkbox
            key={a}
            value={a}
            label={
              <Group component="span" gap={4} wrap="nowrap" title={ALLERGEN_NAMES[a]}>
                <AllergenIcon allergen={a} size={18} decorative />
                {a}
              </Group>
            }
          />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
