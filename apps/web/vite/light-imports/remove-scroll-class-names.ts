// The class names of react-remove-scroll's RemoveScroll (RemoveScroll.classNames), all that
// Mantine's AppShell header, aside and footer take from it (light-imports.ts).
import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';

export const RemoveScroll = {
  classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName },
};
