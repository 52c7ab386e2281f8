/**
 * Unicode's directional isolates (UAX #9). A value set inside text of the other direction (an
 * amount, an id, an address inside Arabic) is wrapped so that the surrounding text cannot reorder
 * its parts: FSI takes the direction of the value's first strong letter, LRI forces left to right.
 */
export const FSI = '\u2068';
export const LRI = '\u2066';
export const RLI = '\u2067';
export const PDI = '\u2069';

/** The invisible direction marks and isolates, for output that lays text out itself (the PDFs). */
export const BIDI_CONTROLS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

export const stripBidi = (s: string): string => s.replace(BIDI_CONTROLS, '');
