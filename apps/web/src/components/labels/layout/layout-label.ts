import type { NutritionPanel } from '@larder/domain';
import { gridLayout } from './grid-layout';
import { horizontalLayout } from './horizontal-layout';
import type { LabelDrawing } from './label-drawing';
import { LABEL_STYLES } from './label-style';
import { linearLayout } from './linear-layout';
import { tabularLayout } from './tabular-layout';
import { verticalLayout } from './vertical-layout';

/** How a us-stab label is drawn: the small table, or the linear string when it will not fit. */
export type SmallVariant = 'table' | 'linear';

/**
 * Lays out a nutritionPanel's output (every number comes from it) in the arrangement of its
 * format, at real size in points.
 */
export function layoutLabel(panel: NutritionPanel, small: SmallVariant = 'table'): LabelDrawing {
  const st = LABEL_STYLES[panel.layout];
  if (panel.jurisdiction === 'eu' || panel.jurisdiction === 'au') return gridLayout(panel, st);
  switch (panel.arrangement) {
    case 'tabular':
      return tabularLayout(panel, st, 118);
    case 'tabular-small':
      if (small === 'linear' && panel.jurisdiction === 'us' && panel.linear)
        return linearLayout(panel.linear, 'Nutrition Facts', st);
      return tabularLayout(panel, st, 92);
    case 'horizontal':
      return horizontalLayout(panel, st);
    case 'vertical':
      return verticalLayout(panel, st);
  }
}
