export interface Tx {
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
  ): Promise<{ rows: Row[]; affectedRows: number }>;
  exec(sql: string): Promise<void>;
}
export interface Database {
  kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Tx) => Promise<T>, options?: { schema?: string }): Promise<T>;
  close(): Promise<void>;
}
export function openDatabase(options: {
  url?: string;
  dir?: string;
  memory?: boolean;
  max?: number;
}): Promise<Database>;
export function identifier(name: string): string;
