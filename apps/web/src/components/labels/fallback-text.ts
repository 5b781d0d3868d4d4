import type { PanelFallback } from '@larder/domain';
import { i18n } from '../../i18n/i18n';

const TOO_FEW = /^Only (\d+) of the (\d+) nutrients .* at least (\d+)/;

/**
 * Why the asked-for format gave way to another (nutrition-labels.md), in the interface
 * language: 'Only 5 of the 15 nutrients are insignificant; the simplified format needs at
 * least 8 (21 CFR 101.9(f)).' The figures are read from the domain's English sentence.
 */
export function fallbackText(fallback: PanelFallback): string {
  const figures = TOO_FEW.exec(fallback.message);
  if (fallback.reason !== 'too-few-insignificant-nutrients' || !figures) return fallback.message;
  return i18n.t('components:labels.tooFewInsignificant', {
    count: Number(figures[1]),
    total: Number(figures[2]),
    minimum: Number(figures[3]),
  });
}
