/** The contract's API messages compiled at build time into Lingui's messages (compiled-catalogues.ts, decision 100). */
declare module '*?lingui=api' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}
