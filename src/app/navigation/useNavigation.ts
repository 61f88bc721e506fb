import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { selectIsGettingDetails, type DrawerView } from '../../features/account';
import { closeDrawer, setNextRootComponent, useAppDispatch, useAppSelector } from '../../store';
import { useShellConfig } from '../../features/storeView/useShellConfig';
import { NAV_DRAWER } from './navigationDrawer';

export function useNavigation() {
  const dispatch = useAppDispatch();
  const { formatMessage } = useIntl();
  const isOpen = useAppSelector((state) => state.app.drawer === NAV_DRAWER);
  const categories = useAppSelector((state) => state.catalog.categories);
  const rootUid = useShellConfig().config?.root_category_uid ?? undefined;
  const [view, setView] = useState<DrawerView>('MENU');
  // The account view's form chunk is loading (reported by its Suspense fallback).
  const [isViewLoading, setViewLoading] = useState(false);
  const isGettingDetails = useAppSelector(selectIsGettingDetails);
  const [categoryUid, setCategoryUid] = useState<string | undefined>(undefined);
  const shownUid = categoryUid ?? rootUid;
  const isRoot = !categoryUid || categoryUid === rootUid;

  // Closing (here or by the mask) also resets the category shimmer type (§2): see closeDrawer.
  const close = useCallback(() => void dispatch(closeDrawer()), [dispatch]);

  // Each opening starts at the main menu's top level (state adjusted while rendering, not in an effect).
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setView('MENU');
      setCategoryUid(undefined);
    }
  }

  /** Back (§2): account sub-forms → sign in, account and sign in → menu, a category → its parent, else close. */
  const goBack = useCallback(() => {
    if (view === 'CREATE_ACCOUNT' || view === 'FORGOT_PASSWORD') return setView('SIGN_IN');
    if (view === 'MY_ACCOUNT' || view === 'SIGN_IN') return setView('MENU');
    if (!isRoot && categoryUid) return setCategoryUid(categories[categoryUid]?.parentId ?? undefined);
    close();
  }, [view, isRoot, categoryUid, categories, close]);

  const onNavigate = useCallback(() => {
    dispatch(closeDrawer());
    dispatch(setNextRootComponent('CATEGORY'));
  }, [dispatch]);

  const titles: Record<DrawerView, string> = {
    MENU: formatMessage({ id: 'navigation.mainMenu', defaultMessage: 'Main Menu' }),
    SIGN_IN: formatMessage({ id: 'navigation.signIn', defaultMessage: 'Sign In' }),
    CREATE_ACCOUNT: formatMessage({ id: 'navigation.createAccount', defaultMessage: 'Create Account' }),
    FORGOT_PASSWORD: formatMessage({ id: 'navigation.forgotPassword', defaultMessage: 'Forgot Password' }),
    MY_ACCOUNT: formatMessage({ id: 'navigation.myAccount', defaultMessage: 'My Account' })
  };
  const categoryName = !isRoot && categoryUid ? categories[categoryUid]?.name : undefined;
  // §2: the sign-in and account titles show the fallback 'Account' while their view loads.
  const showsAccountFallback = (view === 'SIGN_IN' && isViewLoading) || (view === 'MY_ACCOUNT' && (isViewLoading || isGettingDetails));
  const accountFallback = formatMessage({ id: 'account.loadingFallback', defaultMessage: 'Account' });

  return {
    isOpen,
    view,
    setView,
    setViewLoading,
    title: view === 'MENU' && categoryName ? categoryName : showsAccountFallback ? accountFallback : titles[view],
    showBack: view !== 'MENU' || !isRoot,
    categoryUid: shownUid,
    isRoot,
    drillDown: setCategoryUid,
    goBack,
    close,
    onNavigate
  };
}
