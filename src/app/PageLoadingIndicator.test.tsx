import { act, screen } from '@testing-library/react';
import { setPageLoading } from '../store';
import PageLoadingIndicator from './PageLoadingIndicator';
import { renderShell } from './shell.testing';

describe('page loading indicator', () => {
  it('goes off → loading → done, and off 750 ms after loading ends', async () => {
    const { store } = await renderShell(<PageLoadingIndicator />);
    const bar = screen.getByRole('progressbar', { hidden: true });
    expect(bar).toHaveAttribute('data-phase', 'off');
    jest.useFakeTimers();
    try {
      act(() => void store.dispatch(setPageLoading(true)));
      expect(bar).toHaveAttribute('data-phase', 'loading');
      act(() => void store.dispatch(setPageLoading(false)));
      expect(bar).toHaveAttribute('data-phase', 'done');
      act(() => void jest.advanceTimersByTime(749));
      expect(bar).toHaveAttribute('data-phase', 'done');
      act(() => void jest.advanceTimersByTime(1));
      expect(bar).toHaveAttribute('data-phase', 'off');
    } finally {
      jest.useRealTimers();
    }
  });
});
