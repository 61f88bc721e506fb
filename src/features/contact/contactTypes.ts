/** The contact form (§3): telephone is the one optional field. */
export interface ContactValues {
  name: string;
  email: string;
  telephone: string;
  comment: string;
}

export type ContactFieldName = keyof ContactValues;

export interface SubmitContactFormData {
  contactUs: { status: boolean } | null;
}

export interface SubmitContactFormVariables {
  input: { name: string; email: string; comment: string; telephone?: string };
}
