// The `filesystem` source and destination: files on the server's own disk, under `path`. The hosted service
// has no such connector (its "local" workflows take uploads instead), so the type and its fields follow the
// reference ingest library's local connector: a directory, `recursive`, and name filters (`file_glob`).
// Everything is confined to the directories the server was started with (`--allow-dir`): a path outside
// them, through `..` or through a symbolic link, is refused when the connector is saved and again at work.

import { randomBytes } from "node:crypto";
import { constants, realpathSync } from "node:fs";
import { access, mkdir, open, readdir, realpath, rename, stat, unlink, writeFile } from "node:fs/promises";
import { basename, dirname, isAbsolute, join, matchesGlob, relative, resolve, sep } from "node:path";
import type { z } from "zod";
import {
  FILESYSTEM,
  FilesystemDestinationConfigSchema,
  FilesystemSourceConfigSchema,
} from "../../contract/connector-configs.js";
import type { Element } from "../../contract/element.js";
import {
  abortReason,
  ConnectorConfigError,
  ConnectorError,
  DEFAULT_MAX_FILE_BYTES,
  parseConnectorConfig,
  removedOutputPath,
  safeRelativePath,
} from "./common.js";
import { defineConnector } from "./define.js";
import { VersionedSource } from "./object-store.js";
import type {
  ConnectorContext,
  ConnectorKind,
  DestinationConnector,
  DestinationFile,
  SourceConnector,
  SourceFile,
} from "./types.js";

const TYPE = "filesystem";
const READ_CHUNK = 1024 * 1024;

const SourceSchema = FilesystemSourceConfigSchema;
const DestinationSchema = FilesystemDestinationConfigSchema;

export type FilesystemConfig = z.output<typeof SourceSchema> | z.output<typeof DestinationSchema>;

function isInside(child: string, root: string): boolean {
  return child === root || child.startsWith(root.endsWith(sep) ? root : `${root}${sep}`);
}

/** The real path of `path`, or of its nearest existing ancestor joined with the rest (for paths to create). */
function realpathOfNearest(path: string): string {
  const missing: string[] = [];
  let current = path;
  for (;;) {
    try {
      return join(realpathSync(current), ...missing.reverse());
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== "ENOENT" && code !== "ENOTDIR") throw error;
      const parent = dirname(current);
      if (parent === current) return path;
      missing.push(basename(current));
      current = parent;
    }
  }
}

function allowedRoots(allowDirs: readonly string[]): string[] {
  return allowDirs.map((dir) => realpathOfNearest(resolve(dir)));
}

/**
 * Where a configured path really leads, when that is inside an allowed directory; otherwise a
 * ConnectorConfigError that names the path and says what is allowed.
 */
export function confinePath(path: string, allowDirs: readonly string[]): string {
  const refuse = (message: string) => ConnectorConfigError.field(TYPE, ["path"], message, path);
  if (allowDirs.length === 0) {
    throw refuse(
      "the filesystem connector is turned off on this server: start it with --allow-dir <directory> " +
        "(once per directory) to let connectors read and write under that directory",
    );
  }
  if (path.includes("\0")) throw refuse("must not contain NUL characters");
  if (!isAbsolute(path)) throw refuse(`'${path}' must be an absolute path`);
  if (path.split(/[\\/]/).includes("..")) throw refuse(`'${path}' must not contain '..' segments`);
  const roots = allowedRoots(allowDirs);
  const allowed = allowDirs.join(", ");
  const lexical = resolve(path);
  if (
    !roots.some((root) => isInside(lexical, root)) &&
    !allowDirs.some((dir) => isInside(lexical, resolve(dir)))
  ) {
    throw refuse(`'${path}' is outside the directories this server allows (${allowed})`);
  }
  const real = realpathOfNearest(lexical);
  if (!roots.some((root) => isInside(real, root))) {
    throw refuse(
      `'${path}' leads outside the directories this server allows (${allowed}) through a symbolic link`,
    );
  }
  return real;
}

/** Validates a filesystem config and, given the server's allowed directories, confines its path. */
export function parseFilesystemConfig(
  kind: ConnectorKind,
  config: unknown,
  context?: ConnectorContext,
): FilesystemConfig {
  const parsed = parseConnectorConfig(TYPE, kind === "source" ? SourceSchema : DestinationSchema, config);
  if (context) confinePath(parsed.path, context.allowDirs);
  return parsed;
}

// ---------------------------------------------------------------------------------------------------------

function fsFailure(error: unknown, what: string): ConnectorError {
  const code = (error as NodeJS.ErrnoException).code ?? "";
  if (code === "ENOENT" || code === "ENOTDIR")
    return new ConnectorError(TYPE, "not_found", `${what} does not exist`);
  if (code === "EACCES" || code === "EPERM") {
    return new ConnectorError(TYPE, "access_denied", `${what} cannot be accessed by the server (${code})`);
  }
  if (code === "ELOOP")
    return new ConnectorError(
      TYPE,
      "access_denied",
      `${what} is a symbolic link; links are not followed here`,
    );
  return new ConnectorError(TYPE, "failed", `${what}: ${code || (error as Error).message}`, {
    retryable: code === "EMFILE" || code === "EAGAIN" || code === "EBUSY",
  });
}

/** The configured path, confined again now: a link may have been swapped in since the connector was saved. */
function confinedRoot(config: FilesystemConfig, context: ConnectorContext): string {
  try {
    return confinePath(config.path, context.allowDirs);
  } catch (error) {
    if (error instanceof ConnectorConfigError) {
      throw new ConnectorError(TYPE, "access_denied", error.message);
    }
    throw error;
  }
}

/** Whether a real path is inside one of the allowed directories. */
function isAllowed(real: string, context: ConnectorContext): boolean {
  return allowedRoots(context.allowDirs).some((root) => isInside(real, root));
}

function compileGlobs(value: string | string[] | null | undefined): string[] {
  const list = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];
  return list.map((glob) => glob.trim().toLowerCase()).filter(Boolean);
}

/** A directory walk; the cursor holds each file's size and modification time (VersionedSource). */
export class FilesystemSource extends VersionedSource implements SourceConnector {
  readonly type = TYPE;
  private readonly globs: string[];
  private readonly recursive: boolean;
  private readonly maxFileBytes: number;

  constructor(
    private readonly config: z.output<typeof SourceSchema>,
    protected readonly context: ConnectorContext,
  ) {
    super();
    this.globs = compileGlobs(config.file_glob);
    this.recursive = config.recursive;
    this.maxFileBytes = context.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  }

  async close(): Promise<void> {}

  /** A pattern with a slash is matched against the path under the root, one without against the name. */
  private wanted(path: string): boolean {
    if (this.globs.length === 0) return true;
    const lower = path.toLowerCase();
    const name = basename(lower);
    return this.globs.some((glob) => matchesGlob(glob.includes("/") ? lower : name, glob));
  }

  async checkConnection(signal: AbortSignal): Promise<void> {
    signal.throwIfAborted();
    const root = confinedRoot(this.config, this.context);
    try {
      await access(root, constants.R_OK);
    } catch (error) {
      throw fsFailure(error, `the source path '${this.config.path}'`);
    }
  }

  protected async *listAll(signal: AbortSignal): AsyncIterable<SourceFile> {
    const root = confinedRoot(this.config, this.context);
    let info: Awaited<ReturnType<typeof stat>>;
    try {
      info = await stat(root);
    } catch (error) {
      throw fsFailure(error, `the source path '${this.config.path}'`);
    }
    if (info.isFile()) {
      yield this.file(root, basename(root), info.size, info.mtime);
      return;
    }
    const pending = [""];
    while (pending.length > 0) {
      signal.throwIfAborted();
      const relativeDir = pending.shift() as string;
      const dir = join(root, relativeDir);
      let entries: import("node:fs").Dirent[];
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (error) {
        throw fsFailure(error, `the directory '${dir}'`);
      }
      entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      for (const entry of entries) {
        const relativePath = relativeDir === "" ? entry.name : `${relativeDir}/${entry.name}`;
        const full = join(root, relativePath);
        if (entry.isDirectory()) {
          if (this.recursive) pending.push(relativePath);
          continue;
        }
        let size: number;
        let mtime: Date;
        if (entry.isSymbolicLink()) {
          // A link is followed only to a regular file inside the allowed directories; links to folders are
          // skipped, which also keeps a link loop from walking forever.
          let target: string;
          try {
            target = await realpath(full);
          } catch {
            this.context.logger?.warn(`filesystem source: skipping '${full}', a broken symbolic link`);
            continue;
          }
          if (!isAllowed(target, this.context)) {
            this.context.logger?.warn(
              `filesystem source: skipping '${full}', a symbolic link that leads outside the allowed directories`,
            );
            continue;
          }
          const targetInfo = await stat(target).catch(() => undefined);
          if (!targetInfo?.isFile()) continue;
          size = targetInfo.size;
          mtime = targetInfo.mtime;
        } else if (entry.isFile()) {
          const fileInfo = await stat(full).catch(() => undefined);
          if (!fileInfo) continue;
          size = fileInfo.size;
          mtime = fileInfo.mtime;
        } else {
          // Sockets, FIFOs and devices: reading a FIFO would block the job forever.
          continue;
        }
        if (!this.wanted(relativePath)) continue;
        yield this.file(full, relativePath, size, mtime);
      }
    }
  }

  private file(full: string, relativePath: string, size: number, mtime: Date): SourceFile {
    return {
      id: relativePath,
      filename: basename(full),
      path: relativePath,
      size,
      record: {
        path: full,
        relative_path: relativePath,
        size,
        last_modified: mtime.toISOString(),
      },
      read: (signal) => this.read(full, signal),
    };
  }

  /** Reads one file, never past the size cap and never outside the allowed directories. */
  async read(full: string, signal: AbortSignal): Promise<Uint8Array> {
    signal.throwIfAborted();
    let real: string;
    try {
      real = await realpath(full);
    } catch (error) {
      throw fsFailure(error, `the file '${full}'`);
    }
    if (!isAllowed(real, this.context)) {
      throw new ConnectorError(
        TYPE,
        "access_denied",
        `the file '${full}' leads outside the allowed directories`,
      );
    }
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      // O_NOFOLLOW: a link swapped in after realpath is refused instead of followed.
      handle = await open(real, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    } catch (error) {
      throw fsFailure(error, `the file '${full}'`);
    }
    try {
      const info = await handle.stat();
      if (!info.isFile()) throw new ConnectorError(TYPE, "invalid_data", `'${full}' is not a regular file`);
      if (info.size > this.maxFileBytes) {
        throw new ConnectorError(
          TYPE,
          "file_too_large",
          `the file '${full}' is ${info.size} bytes, over the limit of ${this.maxFileBytes} bytes`,
        );
      }
      const chunks: Buffer[] = [];
      let total = 0;
      for (;;) {
        if (signal.aborted) throw abortReason(signal);
        const buffer = Buffer.allocUnsafe(READ_CHUNK);
        const { bytesRead } = await handle.read(buffer, 0, READ_CHUNK, null);
        if (bytesRead === 0) break;
        total += bytesRead;
        if (total > this.maxFileBytes) {
          throw new ConnectorError(
            TYPE,
            "file_too_large",
            `the file '${full}' grew past the limit of ${this.maxFileBytes} bytes while it was read`,
          );
        }
        chunks.push(buffer.subarray(0, bytesRead));
      }
      return Buffer.concat(chunks, total);
    } finally {
      await handle.close();
    }
  }
}

export class FilesystemDestination implements DestinationConnector {
  readonly type = TYPE;

  constructor(
    private readonly config: FilesystemConfig,
    private readonly context: ConnectorContext,
  ) {}

  async close(): Promise<void> {}

  /** Where a file's elements go, relative to the root: its source path with `.json` appended. */
  static relativeTarget(file: DestinationFile): string {
    return `${safeRelativePath(file.path?.replaceAll("\\", "/"), file.filename || file.id).replaceAll("\0", "_")}.json`;
  }

  /** Deletes the document's output file; a folder under the root that leads elsewhere is not touched. */
  async delete(file: DestinationFile, signal: AbortSignal): Promise<void> {
    signal.throwIfAborted();
    const root = confinedRoot(this.config, this.context);
    const target = join(root, removedOutputPath(TYPE, file, FilesystemDestination.relativeTarget));
    let realFolder: string;
    try {
      realFolder = await realpath(dirname(target));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOENT" || code === "ENOTDIR") return;
      throw fsFailure(error, `the folder '${dirname(target)}'`);
    }
    if (!isAllowed(realFolder, this.context)) {
      throw new ConnectorError(
        TYPE,
        "access_denied",
        `the folder '${relative(root, dirname(target)) || "."}' under '${this.config.path}' leads outside the allowed directories`,
      );
    }
    try {
      await unlink(join(realFolder, basename(target)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw fsFailure(error, `the file '${target}'`);
    }
  }

  async checkConnection(signal: AbortSignal): Promise<void> {
    signal.throwIfAborted();
    const root = confinedRoot(this.config, this.context);
    try {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    } catch (error) {
      throw fsFailure(error, `the destination path '${this.config.path}'`);
    }
  }

  async write(file: DestinationFile, elements: Element[], signal: AbortSignal): Promise<void> {
    signal.throwIfAborted();
    const root = confinedRoot(this.config, this.context);
    const target = join(root, FilesystemDestination.relativeTarget(file));
    const folder = dirname(target);
    try {
      await mkdir(folder, { recursive: true });
    } catch (error) {
      throw fsFailure(error, `the folder '${folder}'`);
    }
    // A folder under the root may itself be a link to elsewhere.
    const realFolder = await realpath(folder);
    if (!isAllowed(realFolder, this.context)) {
      throw new ConnectorError(
        TYPE,
        "access_denied",
        `the folder '${relative(root, folder) || "."}' under '${this.config.path}' leads outside the allowed directories`,
      );
    }
    // Written beside the target and renamed over it: a reader never sees half a file, and rename replaces a
    // link at the target rather than writing through it. The same name again replaces the earlier output.
    const temp = join(realFolder, `.${basename(target)}.${randomBytes(6).toString("hex")}.tmp`);
    try {
      await writeFile(temp, JSON.stringify(elements), { flag: "wx", mode: 0o644, signal });
      await rename(temp, join(realFolder, basename(target)));
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      if (signal.aborted) throw abortReason(signal);
      throw fsFailure(error, `the file '${target}'`);
    }
  }
}

export const filesystem = defineConnector(FILESYSTEM, {
  parse: parseFilesystemConfig,
  source: (config, context) => new FilesystemSource(config, context),
  destination: (config, context) => new FilesystemDestination(config, context),
});
