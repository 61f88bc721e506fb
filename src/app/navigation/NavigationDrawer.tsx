import { Suspense, useState } from 'react';
import { lazyWithReload } from '../../lib/lazyWithReload';
import { useAppSelector } from '../../store';
import { NAV_DRAWER } from './navigationDrawer';

// Most visits never open the drawer: its code (category tree, account views) loads the first time it opens, and
// stays mounted from then on so it can slide in and out.
const Navigation = lazyWithReload(() => import(/* webpackChunkName: "navigation" */ './Navigation'));

export default function NavigationDrawer() {
  const isOpen = useAppSelector((state) => state.app.drawer === NAV_DRAWER);
  const [wasOpened, setWasOpened] = useState(isOpen);
  if (isOpen && !wasOpened) setWasOpened(true);
  return wasOpened ? (
    <Suspense fallback={null}>
      <Navigation />
    </Suspense>
  ) : null;
}
