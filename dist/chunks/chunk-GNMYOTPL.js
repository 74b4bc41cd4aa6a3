import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  InvalidDocumentError
} from "./chunk-3AXPRKHB.js";

// src/engine/io/ole.ts
var OLE_MAGIC = [208, 207, 17, 224, 161, 177, 26, 225];
var HEADER_DIFAT_ENTRIES = 109;
var FIRST_SPECIAL = 4294967290;
var MINI_STREAM_CUTOFF = 4096;
var MINI_SECTOR_SIZE = 64;
var ENTRY_SIZE = 128;
var NO_STREAM = 4294967295;
var MAX_OLE_DIRECTORY_ENTRIES = 2e4;
function isOle(data) {
  return OLE_MAGIC.every((byte, i) => data[i] === byte);
}
function checkCompoundFile(data, filename) {
  const corrupt = (problem) => new InvalidDocumentError(filename, `corrupt OLE compound file (${problem})`);
  if (!isOle(data) || data.length < 512) throw corrupt("no compound file header");
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const u32 = (offset) => offset + 4 <= data.length ? view.getUint32(offset, true) : NO_STREAM;
  const shift = view.getUint16(30, true);
  if (shift !== 9 && shift !== 12) throw corrupt(`sector shift ${shift}`);
  const sectorSize = 1 << shift;
  const perSector = sectorSize / 4;
  const sectors = Math.max(0, Math.ceil(data.length / sectorSize) - 1);
  const inFile = (sector) => sector < FIRST_SPECIAL && sector < sectors;
  const fatCount = u32(44);
  if (fatCount > sectors) throw corrupt("more FAT sectors than the file holds");
  const fat = [];
  const addFatSector = (sector) => {
    if (fat.length >= fatCount) {
      if (sector < FIRST_SPECIAL) throw corrupt("more FAT sectors listed than counted");
      return;
    }
    if (!inFile(sector)) throw corrupt("a FAT sector outside the file");
    fat.push(sector);
  };
  for (let i = 0; i < HEADER_DIFAT_ENTRIES; i++) addFatSector(u32(76 + i * 4));
  const difatSeen = new Uint8Array(sectors);
  for (let difat = u32(68); fat.length < fatCount; ) {
    if (!inFile(difat)) throw corrupt("the DIFAT chain ends early");
    if (difatSeen[difat]) throw corrupt("cyclic DIFAT chain");
    difatSeen[difat] = 1;
    const base = (difat + 1) * sectorSize;
    for (let i = 0; i < perSector - 1; i++) addFatSector(u32(base + i * 4));
    difat = u32(base + sectorSize - 4);
  }
  const indexes = fat.length * perSector;
  const next = (sector) => {
    const fatSector = fat[Math.floor(sector / perSector)];
    return fatSector === void 0 ? NO_STREAM : u32((fatSector + 1) * sectorSize + sector % perSector * 4);
  };
  const stamps = new Int32Array(indexes);
  const walked = /* @__PURE__ */ new Map();
  let chains = 0;
  let budget = 4 * indexes + 1024;
  const walk = (start, what) => {
    const known = walked.get(start);
    if (known) return known;
    const stamp = ++chains;
    const list = [];
    for (let sector = start; sector < FIRST_SPECIAL && sector < indexes; sector = next(sector)) {
      if (stamps[sector] === stamp) throw corrupt(`cyclic sector chain in ${what}`);
      if (--budget < 0) throw corrupt("its sector chains overlap too much");
      stamps[sector] = stamp;
      list.push(sector);
    }
    walked.set(start, list);
    return list;
  };
  const directory = walk(u32(48), "the directory");
  const entries = directory.length * sectorSize / ENTRY_SIZE;
  if (entries > MAX_OLE_DIRECTORY_ENTRIES)
    throw corrupt(`more than ${MAX_OLE_DIRECTORY_ENTRIES} directory entries`);
  const miniFat = walk(u32(60), "the mini FAT");
  const miniIndexes = miniFat.length * perSector;
  const miniNext = (index) => {
    const sector = miniFat[Math.floor(index / perSector)];
    return sector === void 0 ? NO_STREAM : u32((sector + 1) * sectorSize + index % perSector * 4);
  };
  const miniStamps = new Int32Array(miniIndexes);
  const miniStarts = /* @__PURE__ */ new Set();
  let miniChains = 0;
  let miniBudget = 4 * miniIndexes + 1024;
  const walkMini = (start, size) => {
    if (miniStarts.has(start)) return;
    miniStarts.add(start);
    const stamp = ++miniChains;
    let read = 0;
    for (let index = start; index < FIRST_SPECIAL && read < size; index = miniNext(index), read += MINI_SECTOR_SIZE) {
      if (index >= miniIndexes) throw corrupt("a mini sector chain leaves the mini FAT");
      if (miniStamps[index] === stamp) throw corrupt("cyclic mini sector chain");
      if (--miniBudget < 0) throw corrupt("its mini sector chains overlap too much");
      miniStamps[index] = stamp;
    }
  };
  const links = [];
  for (const sector of directory) {
    const base = (sector + 1) * sectorSize;
    for (let entry = base; entry < base + sectorSize; entry += ENTRY_SIZE) {
      links.push(u32(entry + 68), u32(entry + 72), u32(entry + 76));
      if (entry + ENTRY_SIZE > data.length) continue;
      const type = data[entry + 66];
      const start = u32(entry + 116);
      const size = view.getInt32(entry + 120, true);
      if (size > data.length) throw corrupt("a stream larger than the file");
      if (type === 5 || size >= MINI_STREAM_CUTOFF) walk(start, type === 5 ? "the mini stream" : "a stream");
      else if (size > 0) walkMini(start, size);
    }
  }
  checkTree(links, entries, corrupt);
}
function checkTree(links, entries, corrupt) {
  const parent = new Int32Array(entries).fill(-1);
  for (let i = 0; i < links.length; i++) {
    const target = links[i];
    if (target === NO_STREAM) continue;
    if (target >= entries) throw corrupt("a directory link out of range");
    const from = Math.floor(i / 3);
    if (target === 0 || target === from || parent[target] !== -1)
      throw corrupt("a directory entry with two parents");
    parent[target] = from;
  }
  const state = new Uint8Array(entries);
  for (let i = 0; i < entries; i++) {
    let node = i;
    while (node !== -1 && state[node] === 0) {
      state[node] = 1;
      node = parent[node];
    }
    if (node !== -1 && state[node] === 1) throw corrupt("a loop in the directory tree");
    for (node = i; node !== -1 && state[node] === 1; node = parent[node]) state[node] = 2;
  }
}

export {
  isOle,
  checkCompoundFile
};
