// Replaced (composed from the theme's own Desktop and Mobile parts) so that a phone keeps the docs
// sidebar it was served with: the stock component renders the desktop sidebar for the server, then,
// on a narrow screen, unmounts it (about 50 links) right after hydration to mount the mobile one, a
// long task at Lighthouse's 4x CPU slowdown. Below the desktop breakpoint the theme's CSS hides the
// desktop sidebar's container (display: none), so it stays mounted, and the mobile sidebar (the
// navbar menu's content) is added beside it. A wrapper of the stock component cannot do this: its
// element would change type when the screen size becomes known, which remounts the whole sidebar.
import type { ReactNode } from 'react';
import type { Props } from '@theme/DocSidebar';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import { useWindowSize } from '@docusaurus/theme-common';

export default function DocSidebar(props: Props): ReactNode {
  const isMobile = useWindowSize() === 'mobile';
  return (
    <>
      <DocSidebarDesktop {...props} />
      {isMobile && <DocSidebarMobile {...props} />}
    </>
  );
}
