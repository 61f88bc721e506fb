export interface ShellConfig {
  store_code: string;
  store_name: string | null;
  store_group_name: string | null;
  root_category_uid: string | null;
  category_url_suffix: string | null;
  contact_enabled: boolean | null;
  newsletter_enabled: boolean | null;
  copyright: string | null;
}

export interface GetShellConfigData {
  storeConfig: ShellConfig | null;
}
