/** Control characters (line breaks included) and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * A value from a user (a name, an address) as it may appear in a mail: on one line, whatever it
 * holds. Names are refused with line breaks now, but older rows, and values from elsewhere, go
 * through here too: a line break in one would start a line of its own (one the HTML part could
 * take for the portal's link) or a header.
 */
export const oneLine = (value: string) => value.replace(CONTROL, ' ');
