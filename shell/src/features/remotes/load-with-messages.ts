import { currentLocale, type Locale } from '@springfield/shared';
import { loadFederatedModule } from './federation';

/**
 * A remote's module with its messages in the page's language loaded (its `loadMessages`, see RoutesModule):
 * what it renders first is in that language. A catalogue that cannot be loaded leaves the module in English.
 */
export async function loadWithMessages<T extends { loadMessages?: (locale: Locale) => Promise<void> }>(
  remote: string,
  exposed: string,
): Promise<T> {
  const module = await loadFederatedModule<T>(remote, exposed);
  if (typeof module.loadMessages === 'function') {
    await module.loadMessages(currentLocale()).catch((error: unknown) => {
      console.error(`${remote}/${exposed}: its messages in ${currentLocale()} could not be loaded.`, error);
    });
  }
  return module;
}
