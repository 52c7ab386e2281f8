// The whole English catalog, a chunk of its own (lib/i18n.ts loads it with the routes and widgets
// past the first screens): the first screens' namespaces are in the entry already.
export { en } from '@portal/shared/i18n/index';
