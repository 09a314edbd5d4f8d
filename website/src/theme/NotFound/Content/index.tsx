// Wrapped, not ejected: the stock "Page Not Found" text stays; we add the ways onward it lacks,
// among them a search for the words of the missing path.
import type { ReactNode } from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { openSearch, queryFromPath } from '@site/src/search/openSearch';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

export default function NotFoundContentWrapper(props: Props): ReactNode {
  const { pathname } = useLocation();
  const { baseUrl } = useDocusaurusContext().siteConfig;
  // The page is prerendered once as 404.html for every missing path: the path's words exist only
  // in the browser, after hydration.
  const isBrowser = useIsBrowser();
  const words = isBrowser ? queryFromPath(pathname, baseUrl) : '';
  return (
    <>
      <Content {...props} />
      {/* The same grid column as the stock text above, so the two read as one block. */}
      <nav className={clsx('container', styles.onward)} aria-label="Ways onward">
        <div className="row">
          <div className="col col--6 col--offset-3">
            <p>
              <button
                type="button"
                className="button button--primary"
                onClick={() => openSearch(words)}
              >
                {words ? `Search the site for “${words}”` : 'Search the site'}
              </button>
            </p>
            <p>These pages may have what you were looking for:</p>
            <ul>
              <li>
                <Link to="/docs/">The documentation index</Link>: every topic, from installing the
                operator to revoking identities.
              </li>
              <li>
                <Link to="/docs/intro/getting-started">Getting started</Link>: a complete network on
                a local cluster.
              </li>
              <li>
                <Link to="/">The home page</Link>
              </li>
            </ul>
          </div>
        </div>
      </nav>
    </>
  );
}
