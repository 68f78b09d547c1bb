/**
 * Links the spec gives (Home's Latest News, "More on this story") whose slugs are not among the 13 articles:
 * they lead to the article that tells that story, so no link lands on a not-found view. Apart from the
 * articles' records: the area's routes follow them without loading every article (issue 45).
 */
export const articleAliases: Readonly<Record<string, string>> = {
  'recruitment-drive': 'police-graduation',
  'elm-avenue-water-upgrades': 'oak-street-water-project',
  'bike-share-program': 'park-master-plan',
};

/** The slug an alias link stands for (see articleAliases), or undefined when it is no alias. */
export function resolveArticleAlias(slug: string): string | undefined {
  return Object.hasOwn(articleAliases, slug) ? articleAliases[slug] : undefined;
}
