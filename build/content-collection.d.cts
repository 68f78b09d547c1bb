export interface CollectionSettings {
  schema: string;
  export: string;
  key: string;
  fileName?: string;
  sort?: string[];
  assets?: Record<string, string>;
  body?: string;
}
export interface CollectionRecord {
  file: string;
  output: Record<string, unknown>;
}
export interface LoaderContext {
  resourcePath: string;
  cacheable(flag: boolean): void;
  addContextDependency(directory: string): void;
  addDependency(file: string): void;
}
declare function loader(this: LoaderContext): string;
declare namespace loader {
  function readCollection(marker: string): {
    records: CollectionRecord[];
    /** Per language (its folder's name), each record's translated fields in the records' order; null: none. */
    translations: Record<string, (object | null)[]>;
    files: string[];
    problems: string[];
    settings: CollectionSettings;
  };
  function collectionModule(marker: string, options: { esm: boolean }): string;
  function problemsMessage(marker: string, problems: string[]): string;
  /** A record's translated fields over its English: objects field by field, lists item by item. */
  function overlay<T>(base: T, translated: unknown): T;
}
export = loader;
