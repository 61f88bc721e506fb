import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../store/hooks';
import { selectIsSignedIn } from '../user/userSelectors';
import { useReturnPath } from './useReturnPath';

/** Where a signed-in shopper goes back to, and whether they were signed in on arrival (then straight back). */
export function useSignInPage() {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const [wasSignedIn] = useState(isSignedIn);
  const onSignedIn = useCallback(() => navigate(returnPath, { replace: true }), [navigate, returnPath]);
  return { returnPath, wasSignedIn, onSignedIn };
}
