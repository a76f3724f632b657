import { crc32, deflateRawSync } from 'node:zlib';

/** One entry of a crafted zip. */
export interface ZipEntrySpec {
  name: string;
  data: Uint8Array;
  /** stored uncompressed instead of deflated */
  stored?: boolean;
  /** sizes and CRC after the data (general purpose flag bit 3), zeros in the local header */
  dataDescriptor?: boolean;
  /** the uncompressed size the headers declare, when it is to be a lie */
  declaredBytes?: number;
}

/**
 * Builds a zip archive byte by byte (local headers, data, optional data descriptors, central
 * directory, end record), so tests can make the archives a zip bomb is made of.
 */
export function buildZip(entries: ZipEntrySpec[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const body = entry.stored ? Buffer.from(entry.data) : deflateRawSync(entry.data, { level: 9 });
    const crc = crc32(entry.data);
    const bytes = entry.declaredBytes ?? entry.data.length;
    const flags = entry.dataDescriptor ? 0x0008 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(entry.stored ? 0 : 8, 8);
    if (!entry.dataDescriptor) {
      local.writeUInt32LE(crc, 14);
      local.writeUInt32LE(body.length, 18);
      local.writeUInt32LE(bytes, 22);
    }
    local.writeUInt16LE(name.length, 26);
    const descriptor = Buffer.alloc(entry.dataDescriptor ? 16 : 0);
    if (entry.dataDescriptor) {
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc, 4);
      descriptor.writeUInt32LE(body.length, 8);
      descriptor.writeUInt32LE(bytes, 12);
    }
    parts.push(local, name, body, descriptor);

    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(flags, 8);
    record.writeUInt16LE(entry.stored ? 0 : 8, 10);
    record.writeUInt32LE(crc, 16);
    record.writeUInt32LE(body.length, 20);
    record.writeUInt32LE(bytes, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(offset, 42);
    central.push(record, name);
    offset += local.length + name.length + body.length + descriptor.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

/** Text that compresses about as well as real documents do (not a run of one byte). */
export function ordinaryText(bytes: number): Buffer {
  const words = ['Lepke', 'Colias', 'hyale', 'meadow', 'record', 'wing', '47.5', 'N', '19.04', 'E', 'July'];
  let text = '';
  for (let i = 0; text.length < bytes; i++) text += `${words[(i * 7 + (i >> 3)) % words.length]}${i % 13 === 0 ? '\n' : ' '}${i} `;
  return Buffer.from(text.slice(0, bytes));
}
