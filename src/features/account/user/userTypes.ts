// The user's types, apart from the slice and its actions so that both can use them (as cartTypes and
// checkoutTypes do).

/** The customer as the header and account pages need it (§3 Customer). */
export interface CurrentUser {
  email: string;
  firstname: string;
  lastname: string;
  is_subscribed?: boolean;
}
