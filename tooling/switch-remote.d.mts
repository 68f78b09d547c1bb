export function switchRemote(
  listFile: string,
  name: string,
  manifestUrl: string,
): Promise<{ previous: string | undefined; next: string }>;
