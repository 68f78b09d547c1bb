export interface RemoteArea {
  name: string;
  prefixes: string[];
}

/** The path prefixes each remote owns: all the shell knows of a remote's pages. */
export const remoteAreas: readonly RemoteArea[] = __REMOTE_AREAS__;

/** The remote that owns a path, if any: "/news/abc" -> news_events. */
export function areaForPath(
  pathname: string,
  areas: readonly RemoteArea[] = remoteAreas,
): RemoteArea | undefined {
  return areas.find((area) =>
    area.prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)),
  );
}

/** A readable name of an area for messages: "news_events" -> "News & Events". */
export const areaLabels: Record<string, string> = {
  news_events: 'News & Events',
  services_payments: 'Departments, Services & Payments',
  government: 'Government',
  community: 'Programs & Community',
};

export function areaLabel(name: string): string {
  return areaLabels[name] ?? name;
}
