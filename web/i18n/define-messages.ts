import type { MessageDescriptor } from 'react-intl';

export interface SourceMessage {
  id: string;
  /** the Hungarian source text */
  defaultMessage: string;
  description?: string;
}

/**
 * Declares a group of messages for extraction (formatjs finds `defineMessages` calls by name).
 * react-intl 12's own version types each message's values from a generic argument; plain
 * descriptors keep call sites simple while ICU arguments are still checked by `formatjs compile`.
 */
export function defineMessages<Key extends string>(messages: Record<Key, SourceMessage>): Record<Key, MessageDescriptor> {
  return messages;
}
