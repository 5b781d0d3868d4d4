/** The menu engineering chart's size in px (fixed: it scrolls on narrow screens). */
export const ENGINEERING_CHART_SIZE = { width: 640, height: 380 } as const;
