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
  accent: string;
}

export const GALLERY_SCREENS: readonly GalleryScreen[] = [
  { id: 'dashboard', rows: [0.9, 0.6, 0.75, 0.4], accent: 'teal' },
  { id: 'ingredients', rows: [0.8, 0.8, 0.8, 0.8, 0.8], accent: 'green' },
  { id: 'recipes', rows: [0.5, 0.9, 0.7, 0.9, 0.3], accent: 'orange' },
  { id: 'labels', rows: [1, 0.3, 0.85, 0.85, 0.6], accent: 'dark' },
  { id: 'menus', rows: [0.6, 0.45, 0.7, 0.45, 0.65], accent: 'grape' },
  { id: 'inventory', rows: [0.7, 0.7, 0.5, 0.7, 0.7], accent: 'blue' },
  { id: 'lists', rows: [0.4, 0.8, 0.8, 0.8], accent: 'yellow' },
  { id: 'planner', rows: [0.9, 0.2, 0.9, 0.2, 0.9], accent: 'red' },
];
