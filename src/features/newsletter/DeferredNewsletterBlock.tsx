import { Suspense, useState } from 'react';
import { useNearViewport } from '../../lib/useNearViewport';
import { lazyWithReload } from '../../lib/lazyWithReload';
import { useShellConfig } from '../storeView';
import classes from './newsletter.module.css';

// The newsletter form sits at the foot of every page: its code (form, validation, mutation) loads when the shopper
// scrolls near it, not with the first screen.
const NewsletterBlock = lazyWithReload(() => import(/* webpackChunkName: "newsletter" */ './NewsletterBlock'));

/** The footer newsletter block (§2), or its place while its code loads; nothing unless the store enables it. */
export default function DeferredNewsletterBlock() {
  const isEnabled = Boolean(useShellConfig().config?.newsletter_enabled);
  const [placeholder, setPlaceholder] = useState<HTMLDivElement | null>(null);
  // A short look-ahead: the page's main area is at least a screen tall, so the footer never starts near it.
  const isNear = useNearViewport(placeholder, '64px');
  if (!isEnabled) return null;
  const reserved = <div ref={setPlaceholder} className={classes.placeholder} />;
  return isNear ? (
    <Suspense fallback={reserved}>
      <NewsletterBlock />
    </Suspense>
  ) : (
    reserved
  );
}
