import { defineMessage } from '../../../lib/messageDescriptors';
import { isRequired, type Validator } from '../../../lib/validators';

/** Magento keeps the number in sales_order_payment.po_number, a varchar(32). */
export const PO_NUMBER_MAX_LENGTH = 32;

const tooLong = defineMessage({ id: 'checkout.payment.poNumberTooLong', defaultMessage: 'Use at most {value} characters.' });

/** A purchase order number: required, at most 32 characters. */
export const validatePoNumber: Validator = (value, values) =>
  isRequired(value, values) ?? (String(value).trim().length > PO_NUMBER_MAX_LENGTH ? { ...tooLong, value: PO_NUMBER_MAX_LENGTH } : undefined);
