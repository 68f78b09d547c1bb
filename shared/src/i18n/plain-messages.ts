import type { MessageDescriptor } from 'react-intl';

/**
 * `defineMessages(…)` as plain descriptors: formatMessage then takes any values (text, numbers, elements) for
 * them, where react-intl's typed descriptors would need each message's value types spelled out. The call
 * stays `defineMessages`, which FormatJS's extractor and build transformer look for.
 */
export function plainMessages<K extends string>(
  messages: Record<K, MessageDescriptor>,
): Record<K, MessageDescriptor> {
  return messages;
}
