import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../store/hooks';
import { signOut as signOutThunk } from './userThunks';

/** Sign Out for menus and drawer: runs the §4 sequence, then goes home. */
export function useSignOut(onDone?: () => void) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [isSigningOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await dispatch(signOutThunk());
    } finally {
      setSigningOut(false);
    }
    onDone?.();
    navigate('/');
  }, [dispatch, navigate, onDone]);
  return { signOut, isSigningOut };
}
