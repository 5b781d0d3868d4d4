import type { FlashType } from '../../state/flash';

const PATHS: Record<FlashType, string> = {
  // Two curved arrows.
  sync: 'M4 12a8 8 0 0 1 13.7-5.7L20 8.6M20 4v4.6h-4.6M20 12a8 8 0 0 1-13.7 5.7L4 15.4M4 20v-4.6h4.6',
  // Arrow into a tray.
  import: 'M12 3v12M7 10l5 5 5-5M4 17v3h16v-3',
  // Envelope.
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  // Circle with an exclamation mark.
  error: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v6M12 16.5v.5',
  // Circle with an i.
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v6M12 7.5v.5',
};

// Mantine's shade 7 of each colour, written out: the icon draws without a theme.
const COLOURS: Record<FlashType, string> = {
  sync: '#1c7ed6',
  import: '#7048e8',
  mail: '#0ca678',
  error: '#f03e3e',
  info: '#495057',
};

/** The icon of a status-bar message type. */
export function FlashIcon({ type }: { type: FlashType }) {
  return (
    <svg
      data-icon={type}
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke={COLOURS[type]}
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[type]} />
    </svg>
  );
}
