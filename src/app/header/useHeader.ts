import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { toggleDrawer, toggleSearch, useAppDispatch, useAppSelector } from '../../store';
import { PATHS } from '../../lib/listedPaths';
import { NAV_DRAWER } from '../navigation/navigationDrawer';

export function useHeader() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const searchOpen = useAppSelector((state) => state.app.searchOpen);
  const isNavOpen = useAppSelector((state) => state.app.drawer === NAV_DRAWER);
  return {
    searchOpen,
    isNavOpen,
    // The cart button is hidden on the checkout page (§2).
    showCart: pathname !== PATHS.checkout,
    openNavigation: useCallback(() => void dispatch(toggleDrawer(NAV_DRAWER)), [dispatch]),
    toggleSearch: useCallback(() => void dispatch(toggleSearch()), [dispatch])
  };
}
