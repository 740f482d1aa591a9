/**
 * The little of the ZIP format (APPNOTE.TXT 6.3.x, sections 4.3.7 local file header, 4.3.12 central
 * directory header, 4.3.16 end of central directory) that a .docx needs: write a few deflated entries,
 * read one entry back (stored or deflated). No ZIP64, encryption or multi-disk archives: a .docx is
 * small. node:zlib has deflate and, from Node 20.15, crc32; older Node 20 use the table below.
 */
import zlib from 'node:zlib';

let table: Uint32Array | undefined;
/** CRC-32 (ISO 3309, the polynomial APPNOTE 4.4.7 names), for Node releases without zlib.crc32. */
function crc32Table(data: Uint8Array): number {
  if (!table) {
    table = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
  }
  let c = 0xffffffff;
  for (const b of data) c = table[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const crc32 = (data: Buffer): number => (typeof zlib.crc32 === 'function' ? zlib.crc32(data) >>> 0 : crc32Table(data));

/** 1980-01-01 00:00 in MS-DOS date/time (APPNOTE 4.4.6): a fixed stamp keeps the output reproducible. */
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

/** A ZIP archive of the entries, in order, each deflated (method 8). */
export function zip(entries: [name: string, data: Buffer][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const packed = zlib.deflateRawSync(data);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
    local.writeUInt16LE(0x0800, 6); // bit 11: the name is UTF-8
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by: MS-DOS, 2.0
    local.copy(central, 6, 4, 30); // version needed .. name length: the same fields in the same order
    // extra and comment lengths, disk number, attributes: zero
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** The entry's bytes, or null when the archive has none of that name; throws on what is not a ZIP. */
export function unzipEntry(archive: Buffer, name: string): Buffer | null {
  // The end record is the last 22 bytes plus a comment of at most 65,535 bytes.
  let end = -1;
  for (let i = archive.length - 22; i >= Math.max(0, archive.length - 22 - 0xffff); i--)
    if (archive.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  if (end < 0) throw new Error('not a ZIP archive (no end of central directory record)');
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  for (let n = 0; n < count; n++) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error('damaged ZIP central directory');
    const method = archive.readUInt16LE(at + 10);
    const size = archive.readUInt32LE(at + 20);
    const nameLen = archive.readUInt16LE(at + 28);
    const skip = nameLen + archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32);
    const local = archive.readUInt32LE(at + 42);
    if (archive.toString('utf8', at + 46, at + 46 + nameLen) === name) {
      const start = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
      const data = archive.subarray(start, start + size);
      if (method === 0) return Buffer.from(data);
      if (method === 8) return zlib.inflateRawSync(data);
      throw new Error(`ZIP entry ${name} uses compression method ${method}`);
    }
    at += 46 + skip;
  }
  return null;
}
