import { waitFor } from '@testing-library/react';
import { renderShell, shellConfigResponse } from '../../app/shell.testing';
import { formatPageTitle } from '../../lib/pageTitle';
import { usePageTitle } from './usePageTitle';

function TitledPage({ title }: { title?: string }) {
  usePageTitle(title);
  return null;
}

describe('page titles', () => {
  it('formats "Title - Store name", falling back to Default Store View', () => {
    expect(formatPageTitle('Dresses', 'Luma Demo')).toBe('Dresses - Luma Demo');
    expect(formatPageTitle('Dresses', null)).toBe('Dresses - Default Store View');
    expect(formatPageTitle(undefined, 'Luma Demo')).toBe('Luma Demo');
  });

  it('uses the store name once the store config arrives', async () => {
    let answer: (value: unknown) => void = () => {};
    const { sent } = await renderShell(<TitledPage title="Dresses" />, {
      responses: { GetShellConfig: () => new Promise((resolve) => (answer = resolve)) as never }
    });
    await waitFor(() => expect(sent.map((operation) => operation.operationName)).toContain('GetShellConfig'));
    expect(document.title).toBe('Dresses - Default Store View');
    answer(shellConfigResponse());
    await waitFor(() => expect(document.title).toBe('Dresses - Luma Demo'));
  });
});
