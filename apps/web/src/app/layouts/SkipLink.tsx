/** First focusable element of each layout: jumps past the navigation. */
export function SkipLink() {
  return (
    <a className="larder-skip-link" href="#main">
      Skip to content
    </a>
  );
}

export const MAIN_ID = 'main';
