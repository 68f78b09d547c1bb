// The parts of a catalogue an import asks for with its query (features/language/catalogues.ts; the build gives
// them, tooling/i18n-catalogue-loader.cjs): compiled messages by id.
declare module '*.json?except=info,search,staff' {
  const messages: unknown;
  export default messages;
}
declare module '*.json?only=info' {
  const messages: unknown;
  export default messages;
}
declare module '*.json?only=search' {
  const messages: unknown;
  export default messages;
}
