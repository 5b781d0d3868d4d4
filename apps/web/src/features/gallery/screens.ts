/** The screens shown in the gallery, each with a small drawing made of bars. */
export interface GalleryScreen {
  /** Its texts in the catalogue: `gallery.screens.<id>`. */
  id:
    | 'dashboard'
    | 'ingredients'
    | 'recipes'
    | 'labels'
    | 'menus'
    | 'inventory'
    | 'lists'
    | 'planner';
  /** Relative widths (0 to 1) of the rows in the illustration. */
  rows: readonly number[];
  /** The colour of its title bar and first row (hex: the page draws without a theme). */
  accent: string;
}

export const GALLERY_SCREENS: readonly GalleryScreen[] = [
  { id: 'dashboard', rows: [0.9, 0.6, 0.75, 0.4], accent: '#12b886' },
  { id: 'ingredients', rows: [0.8, 0.8, 0.8, 0.8, 0.8], accent: '#40c057' },
  { id: 'recipes', rows: [0.5, 0.9, 0.7, 0.9, 0.3], accent: '#fd7e14' },
  { id: 'labels', rows: [1, 0.3, 0.85, 0.85, 0.6], accent: '#2e2e2e' },
  { id: 'menus', rows: [0.6, 0.45, 0.7, 0.45, 0.65], accent: '#be4bdb' },
  { id: 'inventory', rows: [0.7, 0.7, 0.5, 0.7, 0.7], accent: '#228be6' },
  { id: 'lists', rows: [0.4, 0.8, 0.8, 0.8], accent: '#fab005' },
  { id: 'planner', rows: [0.9, 0.2, 0.9, 0.2, 0.9], accent: '#fa5252' },
];
