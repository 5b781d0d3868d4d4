import { lazy, Suspense } from 'react';
import { withScreenStyles } from '../../components/screen-styles';
import { useDialogs } from '../../state/dialog';
import { useOpenedOnce } from '../layouts/use-opened-once';

const ModalHost = lazy(
  withScreenStyles(() =>
    import('../../components/modal/ModalHost').then((m) => ({ default: m.ModalHost })),
  ),
);

/**
 * The host of `confirm()` / `alert()` dialogs, fetched when the first dialog is asked for and
 * mounted from then on (so that a dialog closes with its transition).
 */
export function DialogHost() {
  const asked = useOpenedOnce(useDialogs().length > 0);
  return asked ? (
    <Suspense fallback={null}>
      <ModalHost />
    </Suspense>
  ) : null;
}
