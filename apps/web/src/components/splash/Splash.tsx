import { useSplashText } from '../../state/splash';
import { LarderIcon } from '../brand/BrandMark';
import { PRODUCT_NAME } from '../brand/product-name';

export const SPLASH_TITLE = PRODUCT_NAME;

/** Full-window overlay with the product name; shown while the splash text is set. */
export function Splash() {
  const text = useSplashText();
  if (!text) return null;
  return (
    <div data-testid="splash" className="larder-splash" role="status" aria-live="polite">
      <LarderIcon size={56} />
      <div className="larder-splash-title">{SPLASH_TITLE}</div>
      <div className="larder-splash-text">{text}</div>
    </div>
  );
}
