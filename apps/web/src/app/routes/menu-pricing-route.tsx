import { MenuEngineeringSection } from '../../features/menu-engineering/MenuEngineeringSection';
import { MenuPricingPage } from '../../features/menu-pricing/MenuPricingPage';

/** /menu-pricing: the pricing table with the menu engineering section below it. */
export function MenuPricingRoute() {
  return <MenuPricingPage engineering={<MenuEngineeringSection />} />;
}
