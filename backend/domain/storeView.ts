import type { StoreView } from '../shop';

/** The languages the shop's texts (attribute labels, filter names, country names) come in. */
export type Language = 'en' | 'fr';

/** A store view's language, from its locale (fr_FR, fr_CA… are French); anything else reads English. */
export const languageOf = (store: StoreView): Language => (/^fr([_-]|$)/i.test(store.locale) ? 'fr' : 'en');

/** Picks the text for the store view's language. */
export const inLanguage = <T>(store: StoreView, texts: Record<Language, T>): T => texts[languageOf(store)];
