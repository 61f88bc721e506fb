import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../store/hooks';
import { signOut as signOutThunk } from './userThunks';

/**
 * Sign Out for menus and drawer: closes the menu at once (the token is cleared before anything goes to the server,
 * so the shopper is signed out from the first moment), runs the §4 sequence, then goes home.
 */
export function useSignOut(onDone?: () => void) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [isSigningOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    onDone?.();
    try {
      await dispatch(signOutThunk());
    } finally {
      setSigningOut(false);
    }
    navigate('/');
  }, [dispatch, navigate, onDone]);
  return { signOut, isSigningOut };
}
