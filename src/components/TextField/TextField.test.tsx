import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import type { FieldError } from '../../lib/fieldError';
import TextField from './TextField';

function Controlled({ error, optional }: { error?: FieldError; optional?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Email"
      helpText="We never share it."
      value={value}
      onChange={(event) => setValue(event.target.value)}
      error={error}
      optional={optional}
    />
  );
}

const renderField = (props: { error?: FieldError; optional?: boolean } = {}) =>
  render(
    <IntlProvider locale="en-US" defaultLocale="en-US">
      <Controlled {...props} />
    </IntlProvider>
  );

describe('TextField', () => {
  it('is a labelled input described by its help text', async () => {
    renderField();
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We never share it.');
    await userEvent.type(input, 'ada@example.com');
    expect(input).toHaveValue('ada@example.com');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the translated error in place of the help text and marks the input invalid', () => {
    renderField({ error: { id: 'validation.mustContainAtLeast', defaultMessage: 'Must contain at least {value} character(s).', value: 8 } });
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Must contain at least 8 character(s).');
    expect(screen.queryByText('We never share it.')).not.toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Must contain at least 8 character(s).');
  });

  it("marks optional fields with 'Optional'", () => {
    renderField({ optional: true });
    expect(screen.getByText('Optional')).toBeInTheDocument();
  });

  it('says a checked field is valid (aria-invalid false) once its form has checked it, and nothing before', () => {
    const { rerender } = render(
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <TextField label="Email" value="" onChange={() => {}} />
      </IntlProvider>
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
    rerender(
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <TextField label="Email" value="" onChange={() => {}} error={null} />
      </IntlProvider>
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'false');
  });

  it('is a labelled text area of several lines when multiline, with its error tied to it', async () => {
    function Comment() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="Comment"
          multiline
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={value ? null : { id: 'validation.isRequired', defaultMessage: 'Is required.', value: '' }}
        />
      );
    }
    render(
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <Comment />
      </IntlProvider>
    );
    const area = screen.getByRole('textbox', { name: 'Comment' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAccessibleDescription('Is required.');
    await userEvent.type(area, 'Two{Enter}lines');
    expect(area).toHaveValue('Two\nlines');
    expect(area).toHaveAttribute('aria-invalid', 'false');
  });
});
