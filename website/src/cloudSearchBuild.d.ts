/**
 * True in a cloud-mode build, false in a local one: plugins/search-mode-define has the bundler
 * write the value in its place before it analyses the code, so that a local build drops the
 * assistant's branches and, with them, its modules and the panel's chunk.
 */
declare const HLF_CLOUD_SEARCH: boolean;
