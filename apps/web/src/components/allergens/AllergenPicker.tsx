import { ALLERGENS } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import {
  PlainCheckbox,
  PlainCheckboxGroup,
  type PlainCheckboxGroupProps,
} from '../plain-fields/PlainCheckboxGroup';
import { PlainGroup } from '../plain-fields/PlainGroup';
import { AllergenIcon } from './AllergenIcon';

/**
 * The 14 allergens as checkboxes, each named in full with its pictogram beside the name.
 * Plain checkboxes with Mantine's look (components/plain-fields/): a form draws all 14 at once.
 */
export function AllergenPicker(props: Omit<PlainCheckboxGroupProps, 'children'>) {
  const { t } = useTranslation('components');
  return (
    <PlainCheckboxGroup {...props}>
      <PlainGroup gap="md" mt="xs">
        {ALLERGENS.map((a) => (
          <PlainCheckbox
            key={a}
            value={a}
            label={
              <PlainGroup component="span" gap={4} wrap="nowrap">
                <AllergenIcon allergen={a} size={18} decorative />
                {t(`allergens.${a}`)}
              </PlainGroup>
            }
          />
        ))}
      </PlainGroup>
    </PlainCheckboxGroup>
  );
}
