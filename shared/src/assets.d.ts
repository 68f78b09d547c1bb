// What webpack's loaders turn asset imports into: CSS is extracted (no value), files become their URL.
declare module '*.css';
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
// A small SVG imported with `?inline` (build/webpack.cjs): its data: address.
declare module '*.svg?inline' {
  const dataAddress: string;
  export default dataAddress;
}
declare module '*.pdf' {
  const url: string;
  export default url;
}
// A content collection (tooling/content-collection.cjs): the folder's records, checked against the schema its
// index.collection names. Typed where it is imported, by the schema's output: `as readonly CityEvent[]`.
// `translations`: per language, each record's translated fields in the records' order (null: none), for
// shared's localizeRecords.
declare module '*.collection' {
  const records: readonly unknown[];
  export default records;
  export const translations: Readonly<Partial<Record<string, readonly (object | null)[]>>>;
}
