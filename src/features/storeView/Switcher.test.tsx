import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Switcher from './Switcher';
import type { SwitcherMenuSlot } from './useSwitcherMenu';

function FakeMenu({ id, isOpen, focusesChoice, onClose }: SwitcherMenuSlot) {
  return (
    <ul id={id} hidden={!isOpen} aria-label="Choose a thing" data-focuses-choice={focusesChoice}>
      <li>
        <button type="button" onClick={() => onClose(true)}>
          Other
        </button>
      </li>
    </ul>
  );
}

function renderSwitcher(disabled = false) {
  const renderMenu = jest.fn((slot: SwitcherMenuSlot) => <FakeMenu {...slot} />);
  render(
    <Switcher label="Thing: One" disabled={disabled} renderMenu={renderMenu}>
      One
    </Switcher>
  );
  return { renderMenu, trigger: screen.getByRole('button', { name: 'Thing: One' }) };
}

describe('Switcher', () => {
  it('shows only its trigger until first opened: the menu is not rendered (nor loaded) before', () => {
    const { renderMenu, trigger } = renderSwitcher();
    expect(trigger).toHaveTextContent('One');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).not.toHaveAttribute('aria-controls');
    expect(renderMenu).not.toHaveBeenCalled();
  });

  it('opens and closes its menu, which stays mounted once opened', async () => {
    const { trigger } = renderSwitcher();
    await userEvent.click(trigger);
    const menu = screen.getByRole('list', { name: 'Choose a thing' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    expect(menu).toHaveAttribute('data-focuses-choice', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toBeInTheDocument();
    expect(menu).not.toBeVisible();
  });

  it('opened from the keyboard, asks the menu to focus a choice; closing with refocus returns focus to the trigger', async () => {
    const { trigger } = renderSwitcher();
    trigger.focus();
    fireEvent.click(trigger, { detail: 0 });
    expect(screen.getByRole('list', { name: 'Choose a thing' })).toHaveAttribute('data-focuses-choice', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Other' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('cannot be opened while disabled', async () => {
    const { renderMenu, trigger } = renderSwitcher(true);
    expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    expect(renderMenu).not.toHaveBeenCalled();
  });
});
