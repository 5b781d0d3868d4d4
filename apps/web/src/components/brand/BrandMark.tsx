import { PRODUCT_NAME } from './product-name';

/** The Larder jar mark (inline SVG, no network). */
export function LarderIcon({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 512 512" aria-hidden="true" focusable="false">
      <rect width="512" height="512" rx="96" fill="#087f5b" />
      <rect x="166" y="96" width="180" height="44" rx="14" fill="#e6fcf5" />
      <path
        d="M150 168h212c18 0 30 14 30 32v192c0 26-20 44-44 44H164c-24 0-44-18-44-44V200c0-18 12-32 30-32z"
        fill="#ffffff"
      />
      <path
        d="M208 232v140h100"
        fill="none"
        stroke="#087f5b"
        strokeWidth="36"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The product mark and name. */
export function BrandMark() {
  return (
    <span className="page-brand">
      <LarderIcon />
      <span>{PRODUCT_NAME}</span>
    </span>
  );
}
