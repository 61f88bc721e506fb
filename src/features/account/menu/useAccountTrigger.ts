import { useCallback, useRef, useState } from 'react';
import { useAppSelector } from '../../../store/hooks';
import { selectFirstName, selectIsSignedIn } from '../user/userSelectors';

/** Who is signed in, and the account menu's open state; closing it gives the focus back to the trigger. */
export function useAccountTrigger() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const firstName = useAppSelector(selectFirstName);
  const [isOpen, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const toggle = useCallback(() => setOpen((open) => !open), []);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  return { isSignedIn, firstName, isOpen, buttonRef, toggle, close };
}
