import { Suspense, useState } from 'react';
import { lazyWithReload } from '../../lib/lazyWithReload';
import classes from './footer.module.css';
import { useDeferredFooter } from './useDeferredFooter';

// The footer is below the first screen of every page: its links, newsletter block and social links load when the
// shopper scrolls near it or starts moving through the page by keyboard.
const FooterContent = lazyWithReload(() => import(/* webpackChunkName: "footer" */ './FooterContent'));

/** The page footer (§2): its landmark from the start, its content once it is wanted; a placeholder holds its place. */
export default function Footer() {
  const [footer, setFooter] = useState<HTMLElement | null>(null);
  const isWanted = useDeferredFooter(footer);
  const placeholder = <div className={classes.placeholder} />;
  return (
    <footer ref={setFooter} className={classes.root}>
      {isWanted ? (
        <Suspense fallback={placeholder}>
          <FooterContent />
        </Suspense>
      ) : (
        placeholder
      )}
    </footer>
  );
}
