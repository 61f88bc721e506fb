import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import QuantityStepper from './QuantityStepper';
import { LONG_PRESS_THRESHOLD_MS, REPEAT_INTERVAL_MS } from './useQuantityStepper';

/** The stepper over a cart line whose quantity follows what it commits; `commits` records each update. */
function renderStepper(initial: number) {
  const commits: number[] = [];
  function Line() {
    const [quantity, setQuantity] = useState(initial);
    return (
      <QuantityStepper
        value={quantity}
        itemName="Leather Bag"
        onChange={(next) => {
          commits.push(next);
          setQuantity(next);
        }}
      />
    );
  }
  render(
    <IntlProvider locale="en-US" defaultLocale="en-US">
      <Line />
    </IntlProvider>
  );
  return {
    commits,
    quantity: () => (screen.getByLabelText('Quantity of Leather Bag') as HTMLInputElement).value,
    increase: screen.getByRole('button', { name: 'Increase the quantity of Leather Bag' }),
    decrease: screen.getByRole('button', { name: 'Decrease the quantity of Leather Bag' })
  };
}

/** Presses, holds for `ms` and releases a button as a mouse does (pointer down, up, then click). */
function hold(button: HTMLElement, ms: number) {
  fireEvent.pointerDown(button, { button: 0 });
  act(() => void jest.advanceTimersByTime(ms));
  fireEvent.pointerUp(button, { button: 0 });
  fireEvent.click(button, { detail: 1 });
}

describe('QuantityStepper', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('steps once per click', () => {
    const { commits, increase, decrease } = renderStepper(2);
    fireEvent.click(increase, { detail: 1 });
    fireEvent.click(increase, { detail: 1 });
    fireEvent.click(decrease, { detail: 1 });
    expect(commits).toEqual([3, 4, 3]);
  });

  it('does not repeat when released before the 500 ms long-press threshold', () => {
    const { commits, increase } = renderStepper(2);
    hold(increase, LONG_PRESS_THRESHOLD_MS - 1);
    expect(commits).toEqual([3]);
  });

  it('repeats while held, showing the count as it goes, and commits it once on release (§9)', () => {
    const { commits, increase, quantity } = renderStepper(2);
    fireEvent.pointerDown(increase, { button: 0 });
    act(() => void jest.advanceTimersByTime(LONG_PRESS_THRESHOLD_MS));
    expect(quantity()).toBe('3');
    act(() => void jest.advanceTimersByTime(REPEAT_INTERVAL_MS * 4));
    expect(quantity()).toBe('7');
    expect(commits).toEqual([]);
    fireEvent.pointerUp(increase, { button: 0 });
    // The click that ends the press is not one more step.
    fireEvent.click(increase, { detail: 1 });
    expect(commits).toEqual([7]);
    expect(quantity()).toBe('7');
    // Nothing keeps running after the release.
    act(() => void jest.advanceTimersByTime(2000));
    expect(commits).toEqual([7]);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('repeats down to 1 and no further', () => {
    const { commits, decrease, quantity } = renderStepper(4);
    fireEvent.pointerDown(decrease, { button: 0 });
    act(() => void jest.advanceTimersByTime(LONG_PRESS_THRESHOLD_MS + REPEAT_INTERVAL_MS * 10));
    expect(quantity()).toBe('1');
    fireEvent.pointerLeave(decrease);
    expect(commits).toEqual([1]);
  });

  it('counts a click after a touch long press that ended without one', () => {
    const { commits, increase } = renderStepper(2);
    fireEvent.pointerDown(increase, { button: 0 });
    act(() => void jest.advanceTimersByTime(LONG_PRESS_THRESHOLD_MS));
    fireEvent.pointerCancel(increase);
    expect(commits).toEqual([3]);
    hold(increase, 100);
    expect(commits).toEqual([3, 4]);
  });

  it('commits a typed quantity on Enter', () => {
    const { commits, quantity } = renderStepper(2);
    const input = screen.getByLabelText('Quantity of Leather Bag');
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(commits).toEqual([12]);
    expect(quantity()).toBe('12');
  });
});
