import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import TextField from '../components/TextField/TextField';
import { useForm } from './useForm';
import { combineValidators, isRequired, isValidEmail } from './validators';

const VALIDATORS = { name: isRequired, email: combineValidators(isRequired, isValidEmail) };

function SignUp({
  onSubmit,
  onChange
}: {
  onSubmit: (values: { name: string; email: string; note: string }) => Promise<void> | void;
  onChange?: () => void;
}) {
  const { fieldProps, handleSubmit, reset } = useForm({
    initialValues: { name: '', email: '', note: '' },
    validators: VALIDATORS,
    onSubmit,
    onChange
  });
  return (
    <form onSubmit={handleSubmit} noValidate>
      <TextField {...fieldProps('name')} label="Name" />
      <TextField {...fieldProps('email')} label="Email" />
      <TextField {...fieldProps('note')} label="Note" optional multiline />
      <button type="submit">Send</button>
      <button type="button" onClick={() => reset()}>
        Start over
      </button>
    </form>
  );
}

const renderForm = (props: Parameters<typeof SignUp>[0]) =>
  render(
    <IntlProvider locale="en-US" defaultLocale="en-US">
      <SignUp {...props} />
    </IntlProvider>
  );

describe('useForm', () => {
  it('shows a field error once the shopper leaves the field with something typed, not when passing an empty one', async () => {
    renderForm({ onSubmit: jest.fn() });
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.tab();
    expect(screen.queryByText('Is required.')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Please enter a valid email address.');
  });

  it('on a submit with errors sends nothing, marks every field and focuses the first in error; the errors follow the typing', async () => {
    const onSubmit = jest.fn();
    renderForm({ onSubmit });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('textbox', { name: /^Note/ })).toHaveAttribute('aria-invalid', 'false');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(email, 'ada@example.com');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    await user.type(screen.getByRole('textbox', { name: /^Note/ }), 'Hello{Enter}there');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com', note: 'Hello\nthere' }, expect.anything());
  });

  it('ignores a second submit while the first is under way', async () => {
    let finish: () => void = () => {};
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderForm({ onSubmit });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    await Promise.resolve();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('reports every change (for drafts) but not a reset, which also hides the errors again', async () => {
    const onChange = jest.fn();
    renderForm({ onSubmit: jest.fn(), onChange });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Al');
    expect(onChange).toHaveBeenLastCalledWith({ name: 'Al', email: '', note: '' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Is required.')).toBeInTheDocument();
    onChange.mockClear();
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.queryByText('Is required.')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
  });
});
