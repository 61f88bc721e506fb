/** Views of the navigation drawer (§2): the main menu, and the account views this feature fills in. */
export type DrawerView = 'MENU' | 'SIGN_IN' | 'CREATE_ACCOUNT' | 'FORGOT_PASSWORD' | 'MY_ACCOUNT';
