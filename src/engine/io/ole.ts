// A structural check of OLE compound files (doc, xls, ppt, msg) before a library reads them. The readers
// docflow uses (cfb, SheetJS, msgreader) trust the file's links: a damaged FAT entry that closes a sector
// chain into a loop, or a directory whose left/right/child links loop, makes them run until memory runs
// out (measured: 8–20 s and "Invalid array length" on one flipped byte). Here, in time linear in the
// file's size:
// - the FAT has as many sectors as the header says, all inside the file, and the DIFAT chain ends;
// - every chain a reader follows (directory, mini FAT, mini stream, each stream, whatever the entry's type)
//   ends without a loop, and all chains together stay within a budget proportional to the file;
// - mini chains stay inside the mini FAT, stream sizes fit in the file;
// - the directory is a tree: links in range, no entry with two parents, no loops, at most 20,000 entries.
// Anything else is an InvalidDocumentError.
import { InvalidDocumentError } from "../core/errors.js";

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const HEADER_DIFAT_ENTRIES = 109;
/** Sector numbers from here up are markers (DIFSECT, FATSECT, ENDOFCHAIN, FREESECT), not sectors. */
const FIRST_SPECIAL = 0xfffffffa;
const MINI_STREAM_CUTOFF = 4096;
const MINI_SECTOR_SIZE = 64;
const ENTRY_SIZE = 128;
const NO_STREAM = 0xffffffff;
/** Directory entries beyond this are refused: cfb's path builder is quadratic in their number. */
export const MAX_OLE_DIRECTORY_ENTRIES = 20_000;

export function isOle(data: Uint8Array): boolean {
  return OLE_MAGIC.every((byte, i) => data[i] === byte);
}

/** Throws an InvalidDocumentError unless `data` is a compound file whose links are sound. */
export function checkCompoundFile(data: Uint8Array, filename: string): void {
  const corrupt = (problem: string) =>
    new InvalidDocumentError(filename, `corrupt OLE compound file (${problem})`);
  if (!isOle(data) || data.length < 512) throw corrupt("no compound file header");
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const u32 = (offset: number) => (offset + 4 <= data.length ? view.getUint32(offset, true) : NO_STREAM);
  const shift = view.getUint16(0x1e, true);
  if (shift !== 9 && shift !== 12) throw corrupt(`sector shift ${shift}`);
  const sectorSize = 1 << shift;
  const perSector = sectorSize / 4;
  const sectors = Math.max(0, Math.ceil(data.length / sectorSize) - 1);
  const inFile = (sector: number) => sector < FIRST_SPECIAL && sector < sectors;

  // The FAT's own sectors: the header lists the first 109, the DIFAT chain the rest.
  const fatCount = u32(0x2c);
  if (fatCount > sectors) throw corrupt("more FAT sectors than the file holds");
  const fat: number[] = [];
  // Readers disagree on how many listed sectors they use (the count, or all up to the first free one), so
  // the list must say the same as the count.
  const addFatSector = (sector: number) => {
    if (fat.length >= fatCount) {
      if (sector < FIRST_SPECIAL) throw corrupt("more FAT sectors listed than counted");
      return;
    }
    if (!inFile(sector)) throw corrupt("a FAT sector outside the file");
    fat.push(sector);
  };
  for (let i = 0; i < HEADER_DIFAT_ENTRIES; i++) addFatSector(u32(0x4c + i * 4));
  const difatSeen = new Uint8Array(sectors);
  for (let difat = u32(0x44); fat.length < fatCount; ) {
    if (!inFile(difat)) throw corrupt("the DIFAT chain ends early");
    if (difatSeen[difat]) throw corrupt("cyclic DIFAT chain");
    difatSeen[difat] = 1;
    const base = (difat + 1) * sectorSize;
    for (let i = 0; i < perSector - 1; i++) addFatSector(u32(base + i * 4));
    difat = u32(base + sectorSize - 4);
  }
  // Readers follow links through any index the FAT covers, even past the end of the file.
  const indexes = fat.length * perSector;
  const next = (sector: number) => {
    const fatSector = fat[Math.floor(sector / perSector)];
    return fatSector === undefined ? NO_STREAM : u32((fatSector + 1) * sectorSize + (sector % perSector) * 4);
  };

  // A chain is stamped with its own number as it is walked, so one that loops onto itself is seen at once.
  // Damaged files may let chains share sectors (the readers cope), but the total walked is bounded.
  const stamps = new Int32Array(indexes);
  const walked = new Map<number, number[]>();
  let chains = 0;
  let budget = 4 * indexes + 1024;
  const walk = (start: number, what: string): number[] => {
    const known = walked.get(start);
    if (known) return known;
    const stamp = ++chains;
    const list: number[] = [];
    for (let sector = start; sector < FIRST_SPECIAL && sector < indexes; sector = next(sector)) {
      if (stamps[sector] === stamp) throw corrupt(`cyclic sector chain in ${what}`);
      if (--budget < 0) throw corrupt("its sector chains overlap too much");
      stamps[sector] = stamp;
      list.push(sector);
    }
    walked.set(start, list);
    return list;
  };

  const directory = walk(u32(0x30), "the directory");
  const entries = (directory.length * sectorSize) / ENTRY_SIZE;
  if (entries > MAX_OLE_DIRECTORY_ENTRIES)
    throw corrupt(`more than ${MAX_OLE_DIRECTORY_ENTRIES} directory entries`);
  const miniFat = walk(u32(0x3c), "the mini FAT");
  const miniIndexes = miniFat.length * perSector;
  const miniNext = (index: number) => {
    const sector = miniFat[Math.floor(index / perSector)];
    return sector === undefined ? NO_STREAM : u32((sector + 1) * sectorSize + (index % perSector) * 4);
  };
  const miniStamps = new Int32Array(miniIndexes);
  const miniStarts = new Set<number>();
  let miniChains = 0;
  let miniBudget = 4 * miniIndexes + 1024;
  const walkMini = (start: number, size: number) => {
    if (miniStarts.has(start)) return;
    miniStarts.add(start);
    const stamp = ++miniChains;
    let read = 0;
    for (
      let index = start;
      index < FIRST_SPECIAL && read < size;
      index = miniNext(index), read += MINI_SECTOR_SIZE
    ) {
      // cfb reads a link past the mini FAT as 0 and, with the stream's size still unread, loops there.
      if (index >= miniIndexes) throw corrupt("a mini sector chain leaves the mini FAT");
      if (miniStamps[index] === stamp) throw corrupt("cyclic mini sector chain");
      if (--miniBudget < 0) throw corrupt("its mini sector chains overlap too much");
      miniStamps[index] = stamp;
    }
  };

  // Each entry's left, right and child links, checked below as a tree.
  const links: number[] = [];
  for (const sector of directory) {
    const base = (sector + 1) * sectorSize;
    for (let entry = base; entry < base + sectorSize; entry += ENTRY_SIZE) {
      links.push(u32(entry + 0x44), u32(entry + 0x48), u32(entry + 0x4c));
      if (entry + ENTRY_SIZE > data.length) continue;
      // Whatever an entry's type, the readers follow its chain when it has a size, so every entry counts.
      const type = data[entry + 0x42];
      const start = u32(entry + 0x74);
      const size = view.getInt32(entry + 0x78, true);
      if (size > data.length) throw corrupt("a stream larger than the file");
      if (type === 5 || size >= MINI_STREAM_CUTOFF) walk(start, type === 5 ? "the mini stream" : "a stream");
      else if (size > 0) walkMini(start, size);
    }
  }
  checkTree(links, entries, corrupt);
}

/** The directory's red-black tree links: in range, one parent per entry, none for the root, no loops. */
function checkTree(
  links: number[],
  entries: number,
  corrupt: (problem: string) => InvalidDocumentError,
): void {
  const parent = new Int32Array(entries).fill(-1);
  for (let i = 0; i < links.length; i++) {
    const target = links[i] as number;
    if (target === NO_STREAM) continue;
    if (target >= entries) throw corrupt("a directory link out of range");
    const from = Math.floor(i / 3);
    if (target === 0 || target === from || parent[target] !== -1)
      throw corrupt("a directory entry with two parents");
    parent[target] = from;
  }
  // With one parent each, a loop shows as a walk up the parents that comes back to where it started.
  const state = new Uint8Array(entries); // 0 unseen, 1 on the current walk, 2 known to reach a root
  for (let i = 0; i < entries; i++) {
    let node = i;
    while (node !== -1 && state[node] === 0) {
      state[node] = 1;
      node = parent[node] as number;
    }
    if (node !== -1 && state[node] === 1) throw corrupt("a loop in the directory tree");
    for (node = i; node !== -1 && state[node] === 1; node = parent[node] as number) state[node] = 2;
  }
}
