import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useShellConfig } from '../../features/storeView/useShellConfig';
import getMegaMenuPanel from './getMegaMenuPanel.graphql';
import { toMenuTree, type MenuCategory } from './menuCategories';

/** The columns of one top category's panel: its children, with two levels below each (asked when first opened). */
export function useMegaMenuPanel(uid: string): MenuCategory[] {
  const { data } = useQuery(getMegaMenuPanel, { variables: { uid } });
  const { config } = useShellConfig();
  return useMemo(() => (config ? toMenuTree(data?.categories?.items?.[0]?.children, config.category_url_suffix, 2) : []), [data, config]);
}
