import { Suspense, useState } from 'react';
import { useNearViewport } from '../../lib/useNearViewport';
import { lazyWithReload } from '../../lib/lazyWithReload';
import type { PaginationProps } from './Pagination';
import classes from './productListing.module.css';

// Page links sit below the grid, off the first screen: their code loads when the shopper scrolls towards them,
// and a listing of one page never loads it.
const Pagination = lazyWithReload(() => import(/* webpackChunkName: "pagination" */ './Pagination'));

/** Pagination under a product grid; a box of its height holds its place until its code is in. */
export default function DeferredPagination(props: PaginationProps) {
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  const isNear = useNearViewport(slot, '200px');
  if (props.totalPages <= 1) return null;
  const placeholder = <div ref={setSlot} className={classes.paginationPlaceholder} />;
  return isNear ? (
    <Suspense fallback={placeholder}>
      <Pagination {...props} />
    </Suspense>
  ) : (
    placeholder
  );
}
