import { describe, expect, it } from 'vitest';
import { createImageWalker } from './image-structure';

const walk = (bytes: Buffer, chunk = 7) => {
  const w = createImageWalker();
  for (let i = 0; i < bytes.length; i += chunk) w.push(bytes.subarray(i, i + chunk));
  return w.complete();
};

// A 1x1 GIF89a: header, screen with a 2-colour table, an image block, the trailer.
const gif = Buffer.from('47494638396101000100800000000000ffffff2c00000000010001000002024401003b', 'hex');
// A 4x4 PNG and an 8x8 JPEG, as Chromium's screenshots writes them.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAH0lEQVR4nHTHoQ0AAAwCQdJ0/4lfoEgwnLsHFKeyYwAAAP//I4+6agAAAAZJREFUAwCVSAL/XUErjwAAAABJRU5ErkJggg==',
  'base64',
);
const jpeg = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgj/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCdABykX//Z',
  'base64',
);

describe('image structure walk', () => {
  it('accepts well-formed GIF, PNG and JPEG in any chunking', () => {
    for (const size of [1, 3, 7, 1000]) {
      expect(walk(gif, size), `gif/${size}`).toBe(true);
      expect(walk(png, size), `png/${size}`).toBe(true);
      expect(walk(jpeg, size), `jpeg/${size}`).toBe(true);
    }
  });

  it('accepts zero padding, and a second JPEG after the first (multi-picture, gain map)', () => {
    expect(walk(Buffer.concat([jpeg, Buffer.alloc(16)]))).toBe(true);
    expect(walk(Buffer.concat([jpeg, jpeg]))).toBe(true);
    expect(walk(Buffer.concat([png, Buffer.alloc(4)]))).toBe(true);
  });

  it('refuses a GIF that is also JavaScript', () => {
    // GIF89a + width/height bytes "/*" ... then the script after a comment close, ending in ';'.
    const polyglot = Buffer.concat([
      Buffer.from('GIF89a/*', 'latin1'),
      Buffer.from([0x80, 0x00, 0x00]),
      Buffer.alloc(6),
      Buffer.from('*/=alert(document.domain);', 'latin1'),
    ]);
    expect(polyglot.at(-1)).toBe(0x3b);
    expect(walk(polyglot)).toBe(false);
    expect(walk(Buffer.concat([gif.subarray(0, gif.length - 1), Buffer.from('*/=alert(1);', 'latin1')]))).toBe(false);
  });

  it('refuses anything after the end, a truncated file and other formats', () => {
    expect(walk(Buffer.concat([gif, Buffer.from('<script>', 'latin1')]))).toBe(false);
    expect(walk(Buffer.concat([png, Buffer.from('PK\x03\x04', 'latin1')]))).toBe(false);
    expect(walk(Buffer.concat([jpeg, Buffer.from('alert(1)', 'latin1')]))).toBe(false);
    expect(walk(gif.subarray(0, gif.length - 1))).toBe(false);
    expect(walk(png.subarray(0, png.length - 3))).toBe(false);
    expect(walk(jpeg.subarray(0, jpeg.length - 2))).toBe(false);
    expect(walk(Buffer.from('%PDF-1.7', 'latin1'))).toBe(false);
  });
});
