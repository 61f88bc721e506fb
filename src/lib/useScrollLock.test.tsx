import { render } from '@testing-library/react';
import { useScrollLock } from './useScrollLock';

function Locker({ locked }: { locked: boolean }) {
  useScrollLock(locked);
  return null;
}

describe('useScrollLock', () => {
  const isLocked = () => document.documentElement.hasAttribute('data-scroll-lock');

  it('sets the attribute on the root element while locked', () => {
    const { rerender, unmount } = render(<Locker locked={false} />);
    expect(isLocked()).toBe(false);
    rerender(<Locker locked />);
    expect(isLocked()).toBe(true);
    rerender(<Locker locked={false} />);
    expect(isLocked()).toBe(false);
    unmount();
  });

  it('keeps the page locked until every locker lets go', () => {
    const drawer = render(<Locker locked />);
    const dialog = render(<Locker locked />);
    drawer.unmount();
    expect(isLocked()).toBe(true);
    dialog.unmount();
    expect(isLocked()).toBe(false);
  });
});
