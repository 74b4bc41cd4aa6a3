// The google_drive source, with the hosted service's config (`drive_id` — the folder or shared drive to
// read —, `service_account_key` as a JSON string, `extensions`, `recursive`=true), through the official
// client (@googleapis/drive, Drive API v3, loaded on first use) authenticated as the service account (a
// JWT signed with its key, exchanged at the key's token_uri — Google's token endpoint by default).
//
// A full listing walks the folder tree (files.list on `'<folder>' in parents`, page by page) and, before
// it starts, takes the changes feed's start page token: that is the source's incremental cursor. A later
// run reads changes.list from it (to newStartPageToken) and lists only the files added or changed since
// that sit under the folder (the folder tree is walked again, folders only, to place them); removed and
// trashed files are skipped. Google Docs, Sheets and Slides are exported as .docx, .xlsx and .pptx; other
// Google-native types (forms, shortcuts, ...) are skipped. A file whose listed size is over the limit
// fails before it is downloaded; the bytes are checked again after.
//
// Every request (token grant included) goes through a fetch of ours (endpoint.ts, policedFetch) under the
// outbound policy. GOOGLE_DRIVE_API_URL in the server's environment sends the Drive API's requests to
// another origin (an egress proxy, or a stand-in in tests), paths unchanged. The client retries 429 and
// 5xx itself (gaxios' retry with backoff); withRetries covers what is left over.

import type { drive_v3 } from "@googleapis/drive";
import type { z } from "zod";
import { GOOGLE_DRIVE, GoogleDriveSourceConfigSchema } from "../../contract/connector-configs.js";
import {
  ConnectorError,
  DEFAULT_MAX_FILE_BYTES,
  googleServiceAccountKey,
  parseConnectorConfig,
} from "./common.js";
import { defineConnector } from "./define.js";
import { policedFetch, resolveEndpoint } from "./endpoint.js";
import { type ServiceAccountKey, serviceAccountJwt, tokenUriRewrite } from "./google-auth.js";
import { loadSdk } from "./sdk.js";
import { type FailureKind, httpStatusOf, SdkConnector } from "./sdk-connector.js";
import type { ConnectorContext, ListOptions, RemovedFile, SourceConnector, SourceFile } from "./types.js";

const TYPE = "google_drive";
export const GOOGLE_DRIVE_API_URL_ENV = "GOOGLE_DRIVE_API_URL";
const DRIVE_ORIGIN = "https://www.googleapis.com";
const SCOPE = "https://www.googleapis.com/auth/drive.readonly";
const FOLDER = "application/vnd.google-apps.folder";
/** Google-native types and what they are exported as. */
const EXPORTS: Record<string, { mimeType: string; extension: string }> = {
  "application/vnd.google-apps.document": {
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extension: ".docx",
  },
  "application/vnd.google-apps.spreadsheet": {
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    extension: ".xlsx",
  },
  "application/vnd.google-apps.presentation": {
    mimeType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    extension: ".pptx",
  },
};
const FILE_FIELDS = "id,name,mimeType,size,modifiedTime,md5Checksum,version,parents,trashed,webViewLink";

export type GoogleDriveConfig = z.output<typeof GoogleDriveSourceConfigSchema>;

export function parseGoogleDriveConfig(config: unknown): GoogleDriveConfig {
  return parseConnectorConfig(TYPE, GoogleDriveSourceConfigSchema, config);
}

type Drive = drive_v3.Drive;
type DriveFile = drive_v3.Schema$File;

export interface GoogleDriveOptions {
  /** Files per listing page (Drive's limit is 1000); smaller only in tests. */
  pageSize?: number;
}

export class GoogleDriveSource extends SdkConnector<Drive, GoogleDriveConfig> implements SourceConnector {
  private readonly key: ServiceAccountKey;
  private readonly maxFileBytes: number;
  private readonly pageSize: number;
  private readonly extensions: string[] | undefined;
  private lastCursor: string | undefined;

  constructor(config: GoogleDriveConfig, context: ConnectorContext, options: GoogleDriveOptions = {}) {
    const { key, secrets } = googleServiceAccountKey<ServiceAccountKey>(TYPE, config.service_account_key);
    super(TYPE, config, context, `Google Drive folder '${config.drive_id}'`, secrets);
    this.key = key;
    this.maxFileBytes = context.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
    this.pageSize = options.pageSize ?? 1000;
    this.extensions = config.extensions?.map((extension) =>
      (extension.startsWith(".") ? extension : `.${extension}`).toLowerCase(),
    );
  }

  protected async connect(): Promise<Drive> {
    const override = process.env[GOOGLE_DRIVE_API_URL_ENV];
    const api = override ? resolveEndpoint(TYPE, override, GOOGLE_DRIVE_API_URL_ENV) : undefined;
    const tokenUri = tokenUriRewrite(TYPE, this.key);
    const fetch = policedFetch(
      TYPE,
      override ? GOOGLE_DRIVE_API_URL_ENV : "drive_id",
      this.context.outbound,
      (url) =>
        url.origin === DRIVE_ORIGIN && api ? new URL(`${url.pathname}${url.search}`, api) : tokenUri(url),
    );
    const [sdk, jwt] = await Promise.all([
      loadSdk(TYPE, "@googleapis/drive", () => import("@googleapis/drive")),
      serviceAccountJwt(this.key, SCOPE, fetch),
    ]);
    return sdk.drive({ version: "v3", auth: jwt as never, retry: true });
  }

  protected override failure(error: unknown, doing: string): ConnectorError {
    // The client wraps what our fetch threw (an endpoint the outbound policy refuses) in its own error.
    for (
      let at: unknown = error, depth = 0;
      at && depth < 5;
      at = (at as { cause?: unknown }).cause, depth++
    ) {
      if (at instanceof ConnectorError) return at;
    }
    return super.failure(error, doing);
  }

  protected override statusOf(error: unknown): number | undefined {
    const code = (error as { code?: unknown }).code;
    return httpStatusOf(error) ?? (typeof code === "number" ? code : Number(code) || undefined);
  }

  protected override classify(_error: unknown, detail: string): FailureKind | undefined {
    return /invalid_grant|unauthorized_client/i.test(detail) ? { code: "access_denied" } : undefined;
  }

  /** Reads the folder's metadata: proves the key is accepted and the folder shared with the account. */
  async checkConnection(signal: AbortSignal): Promise<void> {
    await this.run(
      (drive) =>
        drive.files.get(
          { fileId: this.config.drive_id, fields: "id,name,mimeType", supportsAllDrives: true },
          { signal },
        ),
      signal,
      "reading the folder",
    );
  }

  cursor(): string | undefined {
    return this.lastCursor;
  }

  private lastRemoved = new Map<string, RemovedFile>();

  /** One folder's children, page by page (only its subfolders when `foldersOnly`). */
  private async *children(
    folderId: string,
    foldersOnly: boolean,
    signal: AbortSignal,
  ): AsyncIterable<DriveFile> {
    let pageToken: string | undefined;
    do {
      const q = `'${folderId.replaceAll("\\", "\\\\").replaceAll("'", "\\'")}' in parents and trashed = false${
        foldersOnly ? ` and mimeType = '${FOLDER}'` : ""
      }`;
      const page = await this.run(
        (drive) =>
          drive.files.list(
            {
              q,
              pageSize: this.pageSize,
              pageToken,
              fields: `nextPageToken,files(${FILE_FIELDS})`,
              supportsAllDrives: true,
              includeItemsFromAllDrives: true,
            },
            { signal },
          ),
        signal,
        "listing a folder",
      );
      yield* page.data.files ?? [];
      pageToken = page.data.nextPageToken ?? undefined;
    } while (pageToken);
  }

  /** Every folder under the root (the root included, as ""), by id → path. */
  private async folders(signal: AbortSignal): Promise<Map<string, string>> {
    const found = new Map<string, string>([[this.config.drive_id, ""]]);
    if (this.config.recursive === false) return found;
    const queue = [this.config.drive_id];
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      for await (const folder of this.children(next, true, signal)) {
        if (!folder.id || found.has(folder.id)) continue;
        found.set(folder.id, `${found.get(next)}${folder.name}/`);
        queue.push(folder.id);
      }
    }
    return found;
  }

  /** The files the last change listing saw trashed under the folder (a full listing sees none). */
  removed(): RemovedFile[] {
    return [...this.lastRemoved.values()];
  }

  async *list(signal: AbortSignal, options: ListOptions = {}): AsyncIterable<SourceFile> {
    this.lastCursor = undefined;
    this.lastRemoved = new Map();
    // `all` (reprocess_all): a full listing, which cannot see what was removed.
    if (options.since && !options.all) {
      const next = yield* this.changes(options.since, signal);
      this.lastCursor = next;
      return;
    }
    // Taken before listing: a change made while listing is seen again next run rather than missed.
    const start = await this.run(
      (drive) => drive.changes.getStartPageToken({ supportsAllDrives: true }, { signal }),
      signal,
      "reading the changes start token",
    );
    const queue: [string, string][] = [[this.config.drive_id, ""]];
    const seen = new Set<string>([this.config.drive_id]);
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const [folderId, prefix] = next;
      for await (const entry of this.children(folderId, false, signal)) {
        if (!entry.id) continue;
        if (entry.mimeType === FOLDER) {
          if (this.config.recursive !== false && !seen.has(entry.id)) {
            seen.add(entry.id);
            queue.push([entry.id, `${prefix}${entry.name}/`]);
          }
          continue;
        }
        const file = this.file(entry, prefix);
        if (file) yield file;
      }
    }
    this.lastCursor = start.data.startPageToken ?? undefined;
  }

  /** The files under the folder changed after `since`; returns the cursor to use next time. */
  private async *changes(since: string, signal: AbortSignal): AsyncGenerator<SourceFile, string | undefined> {
    const folders = await this.folders(signal);
    let pageToken: string | undefined = since;
    let newStart: string | undefined;
    while (pageToken) {
      const token: string = pageToken;
      const page = await this.run(
        (drive) =>
          drive.changes.list(
            {
              pageToken: token,
              pageSize: this.pageSize,
              fields: `nextPageToken,newStartPageToken,changes(fileId,removed,file(${FILE_FIELDS}))`,
              supportsAllDrives: true,
              includeItemsFromAllDrives: true,
            },
            { signal },
          ),
        signal,
        "listing the changes since the last run",
      );
      for (const change of page.data.changes ?? []) {
        const entry = change.file;
        // A change without the file (`removed`: deleted for good, or no longer shared) cannot be placed
        // under the folder, so it is not reported; a trashed file still names its folder.
        if (change.removed || !entry || entry.mimeType === FOLDER) continue;
        const parent = entry.parents?.find((id) => folders.has(id));
        if (parent === undefined) continue;
        const file = this.file(entry, folders.get(parent) ?? "");
        if (!file) continue;
        if (entry.trashed) {
          this.lastRemoved.set(file.id, { id: file.id, path: file.path, filename: file.filename });
        } else {
          this.lastRemoved.delete(file.id);
          yield file;
        }
      }
      newStart = page.data.newStartPageToken ?? newStart;
      pageToken = page.data.nextPageToken ?? undefined;
    }
    return newStart;
  }

  private file(entry: DriveFile, prefix: string): SourceFile | undefined {
    const native = entry.mimeType?.startsWith("application/vnd.google-apps.");
    const exported = native ? EXPORTS[entry.mimeType ?? ""] : undefined;
    if (native && !exported) return undefined;
    const name = `${entry.name ?? entry.id}${exported?.extension ?? ""}`;
    if (this.extensions && !this.extensions.some((extension) => name.toLowerCase().endsWith(extension))) {
      return undefined;
    }
    const size = entry.size === undefined || entry.size === null ? undefined : Number(entry.size);
    const id = entry.id as string;
    return {
      id,
      filename: name,
      path: `${prefix}${name}`,
      size,
      contentType: exported?.mimeType ?? entry.mimeType ?? undefined,
      record: {
        file_id: id,
        name: entry.name,
        drive_id: this.config.drive_id,
        mime_type: entry.mimeType,
        version: entry.version,
        md5: entry.md5Checksum,
        last_modified: entry.modifiedTime,
        size,
        url: entry.webViewLink,
      },
      read: (signal) => this.read(id, name, size, exported?.mimeType, signal),
    };
  }

  private async read(
    id: string,
    name: string,
    size: number | undefined,
    exportAs: string | undefined,
    signal: AbortSignal,
  ): Promise<Uint8Array> {
    const tooLarge = (bytes: number) =>
      new ConnectorError(
        TYPE,
        "file_too_large",
        `'${name}' (${id}) in ${this.where} is ${bytes} bytes, over the limit of ${this.maxFileBytes} bytes`,
      );
    if (size !== undefined && size > this.maxFileBytes) throw tooLarge(size);
    const answer = await this.run(
      (drive) =>
        exportAs
          ? drive.files.export({ fileId: id, mimeType: exportAs }, { signal, responseType: "arraybuffer" })
          : drive.files.get(
              { fileId: id, alt: "media", supportsAllDrives: true },
              { signal, responseType: "arraybuffer" },
            ),
      signal,
      `downloading '${name}'`,
    );
    const data = new Uint8Array(answer.data as unknown as ArrayBuffer);
    if (data.byteLength > this.maxFileBytes) throw tooLarge(data.byteLength);
    return data;
  }
}

export const googleDrive = defineConnector(GOOGLE_DRIVE, {
  source: (config, context) => new GoogleDriveSource(config, context),
});
