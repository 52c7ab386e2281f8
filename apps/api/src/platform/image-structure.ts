/**
 * Walks an image's structure as its bytes stream through, without keeping them, and says whether
 * the file is exactly one well-formed image: every GIF block, PNG chunk and JPEG segment in place,
 * and nothing after the image's end. Checking only the last byte let a GIF that is also valid
 * JavaScript (`GIF89a/*…*\/=alert(1);` ends in the trailer byte ';') pass as a photo ID; a block
 * walk meets the script's bytes where a block should start and refuses it.
 *
 * Zero padding after the end is allowed (some cameras add it), and so are further complete JPEGs
 * after a JPEG's end (multi-picture and gain-map photos from phones carry a second image there).
 */
export interface ImageWalker {
  push(chunk: Buffer): void;
  /** True when the bytes so far form one complete image with nothing else after it. */
  complete(): boolean;
}

/** What a parser asks for next: n bytes to look at, or n bytes to pass over. `endOk`: the file may end here. */
type Need = { read: number; endOk?: boolean } | { skip: number };
type Parser = Generator<Need, void, Buffer>;

const PNG_SIG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

class Refused extends Error {}
const refuse = (): never => {
  throw new Refused();
};

function* gif(head: Buffer): Parser {
  const sig = Buffer.concat([head, yield { read: 5 }]).toString('latin1');
  if (sig !== 'GIF87a' && sig !== 'GIF89a') refuse();
  const screen = yield { read: 7 };
  if (screen.readUInt8(4) & 0x80) yield { skip: 3 * 2 ** ((screen.readUInt8(4) & 0x07) + 1) };
  for (;;) {
    const [block] = yield { read: 1 };
    if (block === 0x3b) return; // trailer
    if (block === 0x21) {
      yield { read: 1 }; // extension label
    } else if (block === 0x2c) {
      const desc = yield { read: 9 };
      if (desc.readUInt8(8) & 0x80) yield { skip: 3 * 2 ** ((desc.readUInt8(8) & 0x07) + 1) };
      const lzw = (yield { read: 1 }).readUInt8(0);
      if (lzw < 2 || lzw > 11) refuse();
    } else refuse();
    for (;;) {
      const size = (yield { read: 1 }).readUInt8(0);
      if (size === 0) break;
      yield { skip: size };
    }
  }
}

function* png(head: Buffer): Parser {
  if (!Buffer.concat([head, yield { read: 7 }]).equals(PNG_SIG)) refuse();
  for (;;) {
    const h = yield { read: 8 };
    const len = h.readUInt32BE(0);
    const type = h.subarray(4, 8).toString('latin1');
    if (len > 0x7fffffff || !/^[A-Za-z]{4}$/.test(type)) refuse();
    yield { skip: len + 4 }; // data and CRC
    if (type === 'IEND') return;
  }
}

/** One JPEG from after its SOI marker to its EOI. */
function* jpegBody(): Parser {
  let [b] = yield { read: 1 };
  for (;;) {
    if (b !== 0xff) refuse();
    let m = (yield { read: 1 }).readUInt8(0);
    while (m === 0xff) m = (yield { read: 1 }).readUInt8(0); // fill bytes
    if (m === 0xd9) return; // EOI
    if (m === 0xd8 || m === 0x00) refuse();
    if (m === 0x01 || (m >= 0xd0 && m <= 0xd7)) {
      [b] = yield { read: 1 };
      continue;
    }
    const len = (yield { read: 2 }).readUInt16BE(0);
    if (len < 2) refuse();
    yield { skip: len - 2 };
    if (m !== 0xda) {
      [b] = yield { read: 1 };
      continue;
    }
    // Entropy-coded data: runs until an 0xFF that is not stuffing (00) or a restart (D0-D7).
    for (;;) {
      const [d] = yield { read: 1 };
      if (d !== 0xff) continue;
      let n = (yield { read: 1 }).readUInt8(0);
      while (n === 0xff) n = (yield { read: 1 }).readUInt8(0);
      if (n === 0x00 || (n >= 0xd0 && n <= 0xd7)) continue;
      // A marker: hand it back to the segment loop as FF + n.
      if (n === 0xd9) return;
      if (n === 0xd8 || n === 0x01) refuse();
      const l = (yield { read: 2 }).readUInt16BE(0);
      if (l < 2) refuse();
      yield { skip: l - 2 };
      if (n === 0xda) continue;
      [b] = yield { read: 1 };
      break;
    }
  }
}

function* jpeg(head: Buffer): Parser {
  const [soi] = yield { read: 1 };
  if (head[0] !== 0xff || soi !== 0xd8) refuse();
  yield* jpegBody();
  // After EOI: zeros, or another whole JPEG.
  for (;;) {
    const [b] = yield { read: 1, endOk: true };
    if (b === 0) continue;
    if (b !== 0xff || (yield { read: 1 })[0] !== 0xd8) refuse();
    yield* jpegBody();
  }
}

function* image(): Parser {
  const head = yield { read: 1 };
  const p = head[0] === 0x47 ? gif(head) : head[0] === 0x89 ? png(head) : head[0] === 0xff ? jpeg(head) : refuse();
  yield* p;
  for (;;) if ((yield { read: 1, endOk: true })[0] !== 0) refuse(); // only zero padding after the end
}

export function createImageWalker(): ImageWalker {
  const parser = image();
  let need: Need | null = parser.next().value as Need;
  let failed = false;
  let pending: Buffer[] = [];
  let pendingLen = 0;
  const advance = (bytes: Buffer) => {
    try {
      const r = parser.next(bytes);
      need = r.done ? null : r.value;
      if (r.done) failed = true; // image() never returns: reaching its end means a refusal slipped
    } catch (e) {
      if (!(e instanceof Refused)) throw e;
      failed = true;
    }
  };
  return {
    push(chunk) {
      let i = 0;
      while (i < chunk.length && !failed && need) {
        if ('skip' in need) {
          const n = Math.min(need.skip, chunk.length - i);
          i += n;
          need = { skip: need.skip - n };
          if (need.skip === 0) advance(Buffer.alloc(0));
          continue;
        }
        const n = Math.min(need.read - pendingLen, chunk.length - i);
        pending.push(chunk.subarray(i, i + n));
        pendingLen += n;
        i += n;
        if (pendingLen === need.read) {
          const bytes = Buffer.concat(pending);
          pending = [];
          pendingLen = 0;
          advance(bytes);
        }
      }
    },
    complete: () => !failed && need !== null && 'read' in need && need.endOk === true && pendingLen === 0,
  };
}
