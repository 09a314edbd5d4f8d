// Wrapped to fix a stock bug: after an older bar was dismissed, a bar with a new id is re-shown by
// React, but the pre-hydration "initially dismissed" attribute keeps hiding it with CSS until the
// next page load. Once the bar is active we drop that attribute.
import { useEffect, type ReactNode } from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type { WrapperProps } from '@docusaurus/types';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

const initiallyDismissedAttribute = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const { isActive } = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.removeAttribute(initiallyDismissedAttribute);
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
