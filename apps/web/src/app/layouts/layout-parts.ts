import { lazy } from 'react';
import { withTexts } from '../../i18n/load-texts';

// The parts of the app layout that are not drawn until the user opens them, each fetched with
// its texts the first time it opens: the side panels' contents, the restricted mode's lock and
// panel, the delete-account dialog. The dashboard loads none of them.

export const PrepListPanel = lazy(
  withTexts(['kitchen-lists'], () =>
    import('../../features/kitchen-lists/PrepListPanel').then((m) => ({
      default: m.PrepListPanel,
    })),
  ),
);

export const OrderListPanel = lazy(
  withTexts(['kitchen-lists'], () =>
    import('../../features/kitchen-lists/OrderListPanel').then((m) => ({
      default: m.OrderListPanel,
    })),
  ),
);

export const HelpGuide = lazy(
  withTexts(['public'], () => import('../help/HelpGuide').then((m) => ({ default: m.HelpGuide }))),
);

export const RestrictedIndicator = lazy(
  withTexts(['restricted'], () =>
    import('../../features/restricted/RestrictedIndicator').then((m) => ({
      default: m.RestrictedIndicator,
    })),
  ),
);

export const RestrictedPanel = lazy(
  withTexts(['restricted'], () =>
    import('../../features/restricted/RestrictedPanel').then((m) => ({
      default: m.RestrictedPanel,
    })),
  ),
);

export const DeleteAccountDialog = lazy(
  withTexts(['account'], () =>
    import('../../features/account/DeleteAccountDialog').then((m) => ({
      default: m.DeleteAccountDialog,
    })),
  ),
);
