import { ALLERGEN_NAMES, ALLERGEN_PICTOGRAMS, isAllergen } from '@larder/domain';

interface AllergenIconProps {
  /** One of the 14 allergens; any other name draws nothing. */
  allergen: string;
  size?: number;
  /** Hidden from assistive technology where the allergen is named beside it. */
  decorative?: boolean;
}

/** The pictogram of one of the 14 allergens (product spec §3), in the text colour. */
export function AllergenIcon({ allergen, size = 20, decorative = false }: AllergenIconProps) {
  if (!isAllergen(allergen)) return null;
  const naming = decorative
    ? { 'aria-hidden': true as const }
    : { role: 'img', 'aria-label': ALLERGEN_NAMES[allergen] };
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
          {...(shape.fill ? { fill: 'currentColor', stroke: 'none' } : {})}
          {...(shape.transform ? { transform: shape.transform } : {})}
        />
      ))}
    </svg>
  );
}
