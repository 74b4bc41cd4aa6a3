// The dropbox source, with the hosted service's config (`remote_url` dropbox://folder, `token` or
// `refresh_token` + `app_key` + `app_secret`, `recursive`=true), through the official SDK (dropbox, loaded
// on first use). The folder is listed with files/list_folder and its pages with list_folder/continue; the
// cursor the listing ends with is the source's incremental cursor: the next run passes it to
// list_folder/continue and gets only the entries added or changed since (deleted entries are skipped).
// Files are read with files/download, refused before downloading when the listing's size is over the limit.
// 429 (with Retry-After) and 5xx answers are retried with backoff.
//
// The SDK is given a fetch of ours (endpoint.ts, policedFetch): every request goes through the outbound
// policy, and Node's fetch answers lack the `buffer()` the SDK reads downloads with, which ours adds. The
// SDK only builds https://{api,content}.dropboxapi.com URLs; DROPBOX_API_URL in the server's environment
// sends them to another origin instead (an egress proxy, or a stand-in in tests), paths unchanged.

import type { Dropbox, files } from "dropbox";
import type { z } from "zod";
import { DROPBOX, DropboxSourceConfigSchema } from "../../contract/connector-configs.js";
import { ConnectorError, DEFAULT_MAX_FILE_BYTES, parseConnectorConfig } from "./common.js";
import { defineConnector } from "./define.js";
import { policedFetch, resolveEndpoint } from "./endpoint.js";
import { loadSdk } from "./sdk.js";
import { type FailureKind, SdkConnector } from "./sdk-connector.js";
import type { ConnectorContext, ListOptions, RemovedFile, SourceConnector, SourceFile } from "./types.js";

const TYPE = "dropbox";
export const DROPBOX_API_URL_ENV = "DROPBOX_API_URL";

export type DropboxConfig = z.output<typeof DropboxSourceConfigSchema>;

export function parseDropboxConfig(config: unknown): DropboxConfig {
  return parseConnectorConfig(TYPE, DropboxSourceConfigSchema, config);
}

/** The folder a remote_url names, as the API takes it: "" for the root, "/a/b" otherwise. */
export function dropboxFolder(remoteUrl: string): string {
  const path = remoteUrl.replace(/^dropbox:\/\//, "").replace(/^\/+|\/+$/g, "");
  return path === "" ? "" : `/${path}`;
}

export interface DropboxOptions {
  /** Entries per listing page (Dropbox's limit is 2000); smaller only in tests. */
  pageSize?: number;
}

export class DropboxSource extends SdkConnector<Dropbox, DropboxConfig> implements SourceConnector {
  private readonly folder: string;
  private readonly maxFileBytes: number;
  private readonly pageSize: number;
  private lastCursor: string | undefined;

  constructor(config: DropboxConfig, context: ConnectorContext, options: DropboxOptions = {}) {
    const folder = dropboxFolder(config.remote_url);
    super(TYPE, config, context, `Dropbox folder '${folder || "/"}'`);
    this.folder = folder;
    this.maxFileBytes = context.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
    this.pageSize = options.pageSize ?? 2000;
  }

  protected async connect(): Promise<Dropbox> {
    const override = process.env[DROPBOX_API_URL_ENV];
    const origin = override ? resolveEndpoint(TYPE, override, DROPBOX_API_URL_ENV) : undefined;
    const fetch = policedFetch(
      TYPE,
      override ? DROPBOX_API_URL_ENV : "remote_url",
      this.context.outbound,
      (url) => (origin ? new URL(`${url.pathname}${url.search}`, origin) : url),
    );
    // The SDK reads a download's bytes with response.buffer(), which only node-fetch had.
    const withBuffer = async (input: string, init?: RequestInit) => {
      const response = await fetch(input, init);
      return Object.assign(response, { buffer: async () => Buffer.from(await response.arrayBuffer()) });
    };
    const sdk = await loadSdk(TYPE, "dropbox", () => import("dropbox"));
    return new sdk.Dropbox({
      fetch: withBuffer,
      ...(this.config.token
        ? { accessToken: this.config.token }
        : {
            refreshToken: this.config.refresh_token ?? undefined,
            clientId: this.config.app_key ?? undefined,
            clientSecret: this.config.app_secret ?? undefined,
          }),
    });
  }

  protected override detailOf(error: unknown): string {
    const err = error as { error?: unknown; message?: string };
    if (typeof err.error === "object" && err.error !== null) {
      return (err.error as { error_summary?: string }).error_summary ?? JSON.stringify(err.error);
    }
    return typeof err.error === "string" ? err.error : (err.message ?? String(error));
  }

  protected override classify(
    _error: unknown,
    detail: string,
    status: number | undefined,
  ): FailureKind | undefined {
    // Dropbox answers a path that is not there with 409 and a `path/not_found/` summary.
    return status === 409 && /not_found/.test(detail) ? { code: "not_found" } : undefined;
  }

  /** Lists one entry: proves the token is accepted and the folder exists. */
  async checkConnection(signal: AbortSignal): Promise<void> {
    await this.run(
      (client) => client.filesListFolder({ path: this.folder, limit: 1 }),
      signal,
      "listing the folder",
    );
  }

  cursor(): string | undefined {
    return this.lastCursor;
  }

  private lastRemoved = new Map<string, RemovedFile>();

  /** The files the last change listing saw deleted (or moved away) under the folder. */
  removed(): RemovedFile[] {
    return [...this.lastRemoved.values()];
  }

  async *list(signal: AbortSignal, options: ListOptions = {}): AsyncIterable<SourceFile> {
    this.lastCursor = undefined;
    this.lastRemoved = new Map();
    // `all` (reprocess_all): a full listing, which cannot see what was removed.
    let page: files.ListFolderResult =
      options.since && !options.all
        ? ((
            await this.run(
              (client) => client.filesListFolderContinue({ cursor: options.since as string }),
              signal,
              "listing the changes since the last run",
            ).catch((error: unknown) => {
              // An expired or reset cursor: start over with a full listing.
              if (error instanceof ConnectorError && /reset|expired/i.test(error.message)) return undefined;
              throw error;
            })
          )?.result ?? (await this.firstPage(signal)))
        : await this.firstPage(signal);
    for (;;) {
      for (const entry of page.entries) {
        const tag = entry[".tag"];
        if (tag !== "file" && tag !== "deleted") continue;
        const display = entry.path_display ?? entry.path_lower ?? entry.name;
        const inside = this.folder === "" ? display : display.slice(this.folder.length);
        // A non-recursive cursor also reports nothing deeper; a recursive one may, and is kept to the folder.
        if (this.config.recursive === false && inside.replace(/^\//, "").includes("/")) continue;
        const path = inside.replace(/^\/+/, "");
        if (tag === "deleted") {
          // The change feed reports a deleted (or moved) entry by the path it had: for a file, its record
          // id. A deleted folder is one entry, deleting nothing here: its files' records stay.
          const id = entry.path_display ?? entry.path_lower ?? entry.name;
          this.lastRemoved.set(id.toLowerCase(), { id, path, filename: entry.name });
          continue;
        }
        const file = entry as files.FileMetadataReference;
        this.lastRemoved.delete((file.path_display ?? file.id).toLowerCase());
        yield this.file(file, path);
      }
      if (!page.has_more) break;
      const cursor = page.cursor;
      page = (
        await this.run(
          (client) => client.filesListFolderContinue({ cursor }),
          signal,
          "listing the next page",
        )
      ).result;
    }
    this.lastCursor = page.cursor;
  }

  private async firstPage(signal: AbortSignal): Promise<files.ListFolderResult> {
    return (
      await this.run(
        (client) =>
          client.filesListFolder({
            path: this.folder,
            recursive: this.config.recursive !== false,
            limit: this.pageSize,
            include_deleted: false,
          }),
        signal,
        "listing the folder",
      )
    ).result;
  }

  private file(entry: files.FileMetadataReference, path: string): SourceFile {
    const id = entry.path_display ?? entry.id;
    return {
      id,
      filename: entry.name,
      path,
      size: entry.size,
      record: {
        path: entry.path_display,
        file_id: entry.id,
        rev: entry.rev,
        content_hash: entry.content_hash,
        last_modified: entry.server_modified,
        size: entry.size,
        url: `dropbox://${(entry.path_display ?? "").replace(/^\//, "")}`,
      },
      read: (signal) => this.read(entry, signal),
    };
  }

  private async read(entry: files.FileMetadataReference, signal: AbortSignal): Promise<Uint8Array> {
    const tooLarge = (size: number) =>
      new ConnectorError(
        TYPE,
        "file_too_large",
        `'${entry.path_display}' in ${this.where} is ${size} bytes, over the limit of ${this.maxFileBytes} bytes`,
      );
    if (entry.size > this.maxFileBytes) throw tooLarge(entry.size);
    // The revision listed, so a file changed meanwhile is read as it was listed.
    const answer = await this.run(
      (client) => client.filesDownload({ path: `rev:${entry.rev}` }),
      signal,
      `downloading '${entry.path_display}'`,
    );
    const data = (answer.result as files.FileMetadata & { fileBinary?: Buffer }).fileBinary;
    if (!data)
      throw new ConnectorError(TYPE, "failed", `Dropbox sent no content for '${entry.path_display}'`);
    if (data.byteLength > this.maxFileBytes) throw tooLarge(data.byteLength);
    return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  }
}

export const dropbox = defineConnector(DROPBOX, {
  source: (config, context) => new DropboxSource(config, context),
});
