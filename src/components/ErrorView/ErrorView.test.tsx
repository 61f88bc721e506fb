import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import ErrorView from './ErrorView';

describe('ErrorView', () => {
  it('shows the default texts and takes the shopper home', async () => {
    render(
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <MemoryRouter initialEntries={['/broken']}>
          <Routes>
            <Route path="/" element={<p>Home page</p>} />
            <Route path="/broken" element={<ErrorView />} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    );
    expect(screen.getByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText('Looks like something went wrong. Sorry about that.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Take me home' }));
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('lets the caller override the texts and the action', async () => {
    const onButtonClick = jest.fn();
    render(
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <MemoryRouter>
          <ErrorView header="Offline" message="Try again later." buttonText="Retry" onButtonClick={onButtonClick} />
        </MemoryRouter>
      </IntlProvider>
    );
    expect(screen.getByRole('heading', { name: 'Offline' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onButtonClick).toHaveBeenCalledTimes(1);
  });
});
