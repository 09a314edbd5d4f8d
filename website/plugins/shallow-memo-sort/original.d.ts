// The theme's own utils/reactUtils, by the alias of index.ts; its public entry exports the same
// functions, so their types come from there.
declare module '@hlf-docs/theme-react-utils-original' {
  export {
    composeProviders,
    ReactContextError,
    useEvent,
    usePrevious,
  } from '@docusaurus/theme-common';
}
