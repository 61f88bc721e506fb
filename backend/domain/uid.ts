/** Magento uids are base64 of the entity id (or of a typed path for option values). */
export const uid = (v: string | number) => Buffer.from(String(v)).toString('base64');
export const fromUid = (v: string) => Buffer.from(v, 'base64').toString('utf8');
export const idFromUid = (v: string) => {
  const n = Number(fromUid(v));
  return Number.isInteger(n) && n > 0 ? n : -1;
};
