/**
 * Localisation, in one place: the languages (names, direction), dates, money, numbers, lists,
 * status labels and bidi isolation, used alike by the web app, the mail and the PDFs. Nothing
 * else formats a date or an amount (eslint forbids toLocale*String and Intl's date and number
 * formats outside this folder).
 */
export * from './languages';
export * from './bidi';
export * from './dates';
export * from './numbers';
export * from './status';
export * from './file-names';
