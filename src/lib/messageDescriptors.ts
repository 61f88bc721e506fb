import type { MessageDescriptor } from 'react-intl';

// react-intl's own defineMessage(s) live in its index module, whose evaluation also builds every <Formatted…>
// component (calls the minifier must keep): importing them from there costs every page ~0.5 KB of code the
// storefront never runs. babel-plugin-formatjs compiles descriptors by the function's name, so these do the same.

/** Marks a message descriptor for extraction and build-time compilation; returns it unchanged. */
export function defineMessage<T extends MessageDescriptor>(message: T): T {
  return message;
}

/** defineMessage for a record of descriptors. */
export function defineMessages<T extends Record<string, MessageDescriptor>>(messages: T): T {
  return messages;
}
