import { useEffect, useState } from 'react';
import { useAppSelector } from '../store';

export type LoadingPhase = 'off' | 'loading' | 'done';
export const LOADING_INDICATOR_OFF_DELAY = 750;

/** off → loading while a page loads → done when it has → off 750 ms later (§4, §9). */
export function usePageLoadingIndicator(): LoadingPhase {
  const isPageLoading = useAppSelector((state) => state.app.isPageLoading);
  const [phase, setPhase] = useState<LoadingPhase>(isPageLoading ? 'loading' : 'off');
  const [wasLoading, setWasLoading] = useState(isPageLoading);
  if (isPageLoading !== wasLoading) {
    setWasLoading(isPageLoading);
    setPhase(isPageLoading ? 'loading' : phase === 'loading' ? 'done' : phase);
  }

  useEffect(() => {
    if (phase !== 'done') return;
    const timer = setTimeout(() => setPhase('off'), LOADING_INDICATOR_OFF_DELAY);
    return () => clearTimeout(timer);
  }, [phase]);

  return phase;
}
