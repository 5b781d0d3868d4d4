import { lazy } from 'react';
import { withScreenStyles } from '../../components/screen-styles';
import { withTexts } from '../../i18n/load-texts';
import type { Namespace } from '../../i18n/namespaces';

// The parts of the app layout that are not drawn until the user opens them, each fetched with
// its texts the first time it opens: the side panels' contents, the restricted mode's lock and
// panel, the delete-account dialog. The dashboard loads none of them. Each draws from the
// screens' Mantine sheets too, fetched with the first of them.

const partOf = <T>(namespaces: readonly Namespace[], load: () => Promise<T>) =>
  withScreenStyles(withTexts(namespaces, load));

export const PrepListPanel = lazy(
  partOf(['kitchen-lists'], () =>
    import('../../features/kitchen-lists/PrepListPanel').then((m) => ({
      default: m.PrepListPanel,
    })),
  ),
);

export const OrderListPanel = lazy(
  partOf(['kitchen-lists'], () =>
    import('../../features/kitchen-lists/OrderListPanel').then((m) => ({
      default: m.OrderListPanel,
    })),
  ),
);

export const HelpGuide = lazy(
  partOf(['public'], () => import('../help/HelpGuide').then((m) => ({ default: m.HelpGuide }))),
);

export const RestrictedIndicator = lazy(
  partOf(['restricted'], () =>
    import('../../features/restricted/RestrictedIndicator').then((m) => ({
      default: m.RestrictedIndicator,
    })),
  ),
);

export const RestrictedPanel = lazy(
  partOf(['restricted'], () =>
    import('../../features/restricted/RestrictedPanel').then((m) => ({
      default: m.RestrictedPanel,
    })),
  ),
);

export const DeleteAccountDialog = lazy(
  partOf(['account'], () =>
    import('../../features/account/DeleteAccountDialog').then((m) => ({
      default: m.DeleteAccountDialog,
    })),
  ),
);
