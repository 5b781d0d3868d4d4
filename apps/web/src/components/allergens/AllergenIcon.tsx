import { ALLERGEN_PICTOGRAMS, isAllergen } from '@larder/domain';
import { useTranslation } from 'react-i18next';

interface AllergenIconProps {
  /** One of the 14 allergens; any other name draws nothing. */
  allergen: string;
  size?: number;
  /** Hidden from assistive technology where the allergen is named beside it. */
  decorative?: boolean;
}

/** How a filled shape of a pictogram is painted: in the text colour, without an outline. */
const FILLED = { fill: 'currentColor', stroke: 'none' } as const;

/** The pictogram of one of the 14 allergens (product spec §3), in the text colour. */
export function AllergenIcon({ allergen, size = 20, decorative = false }: AllergenIconProps) {
  const { t } = useTranslation('components');
  if (!isAllergen(allergen)) return null;
  const naming = decorative
    ? { 'aria-hidden': true as const }
    : { role: 'img', 'aria-label': t(`allergens.${allergen}`) };
  return (
    <svg
      data-allergen-icon={allergen}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      style={{ flexShrink: 0 }}
      {...naming}
    >
      {ALLERGEN_PICTOGRAMS[allergen].map((shape, i) => (
        <path
          key={i}
          d={shape.d}
          {...(shape.fill ? FILLED : {})}
          {...(shape.transform ? { transform: shape.transform } : {})}
        />
      ))}
    </svg>
  );
}
