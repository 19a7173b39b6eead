import { inflateRawSync } from 'node:zlib';

// Just enough of the .xlsx format to read a downloaded export's first rows: an .xlsx file is
// a zip archive of XML parts.

/** The files of a zip archive, by name (stored or deflated entries, as spreadsheets use). */
export function unzip(archive: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  // The end-of-central-directory record sits in the last 64 KB, and gives the directory.
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end === -1) throw new Error('Not a zip archive: no end of central directory.');
  const entries = archive.readUInt16LE(end + 10);
  let offset = archive.readUInt32LE(end + 16);
  for (let index = 0; index < entries; index++) {
    if (archive.readUInt32LE(offset) !== 0x02014b50) throw new Error('Corrupt zip central directory.');
    const method = archive.readUInt16LE(offset + 10);
    const compressedSize = archive.readUInt32LE(offset + 20);
    const nameLength = archive.readUInt16LE(offset + 28);
    const extraLength = archive.readUInt16LE(offset + 30);
    const commentLength = archive.readUInt16LE(offset + 32);
    const localHeader = archive.readUInt32LE(offset + 42);
    const name = archive.toString('utf8', offset + 46, offset + 46 + nameLength);
    const dataStart =
      localHeader + 30 + archive.readUInt16LE(localHeader + 26) + archive.readUInt16LE(localHeader + 28);
    const data = archive.subarray(dataStart, dataStart + compressedSize);
    if (method !== 0 && method !== 8) throw new Error(`Zip entry ${name} uses compression method ${method}.`);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The text of each cell of the first worksheet's rows, in order (shared and inline strings, numbers). */
export function worksheetRows(xlsx: Buffer): string[][] {
  const files = unzip(xlsx);
  const sheet = files.get('xl/worksheets/sheet1.xml')?.toString('utf8');
  if (!sheet) throw new Error(`No first worksheet in the file: ${[...files.keys()].join(', ')}`);
  const shared = [...(files.get('xl/sharedStrings.xml')?.toString('utf8') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map(
    ([, item = '']) => decode([...item.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map(([, text = '']) => text).join('')),
  );
  return [...sheet.matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>/g)].map(([, row = '']) =>
    [...row.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)].map(([, attributes = '', body = '']) => {
      const type = /\bt="(\w+)"/.exec(attributes)?.[1];
      if (type === 'inlineStr') return decode(/<t[^>]*>([\s\S]*?)<\/t>/.exec(body)?.[1] ?? '');
      const value = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1] ?? '';
      return type === 's' ? (shared[Number(value)] ?? '') : decode(value);
    }),
  );
}
