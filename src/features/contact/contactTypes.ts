/** The contact form (§3): telephone is the one optional field. */
export interface ContactValues {
  name: string;
  email: string;
  telephone: string;
  comment: string;
}

export type ContactFieldName = keyof ContactValues;
