/**
 * `load` (a module fetched on demand that draws something) once Mantine's sheets of the
 * components only the screens draw are in the page too: the frame and the dashboard draw
 * from `app/mantine-styles.css` alone, every other screen, panel, menu and dialog also from
 * `mantine-screen-styles.css`, fetched with the first of them.
 */
export function withScreenStyles<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    // The sheets asked for first: they come before the module's own style sheets, as the
    // whole of Mantine's sheet did.
    const styles = import('./mantine-screen-styles.css');
    const [loaded] = await Promise.all([load(), styles]);
    return loaded;
  };
}
