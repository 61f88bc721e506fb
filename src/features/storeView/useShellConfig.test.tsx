import { screen } from '@testing-library/react';
import { renderShell, shellConfigResponse } from '../../app/shell.testing';
import { useShellConfig } from './useShellConfig';

function StoreIdentity() {
  const { config } = useShellConfig();
  return <p>{config ? `${config.store_name} · ${config.store_group_name} · ${config.store_code}` : 'loading'}</p>;
}

describe('useShellConfig', () => {
  it('reads the store name, group and code from the store config (§7)', async () => {
    await renderShell(<StoreIdentity />, { responses: { GetShellConfig: shellConfigResponse({ store_group_name: 'Luma Group' }) } });
    expect(await screen.findByText('Luma Demo · Luma Group · default')).toBeInTheDocument();
  });
});
