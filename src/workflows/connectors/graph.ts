// The onedrive and sharepoint sources, with the hosted service's configs (`client_id`, `client_cred`,
// `tenant`, `authority_url`, `user_pname`, then `path` for onedrive; `site`, and `library`/`path` for
// sharepoint; `recursive`=false), through Microsoft Graph's documented REST API (v1.0) with plain fetch —
// what the Graph SDK itself wraps; its typed request builders add nothing this needs. App-only access:
// the client credentials grant at `<authority_url>/<tenant>/oauth2/v2.0/token`, scope
// https://graph.microsoft.com/.default, the token kept until shortly before it expires.
//
// The drive is the user's OneDrive (`/users/<user_pname>/drive`) or the site's library (`/sites/<host>:
// <path>` → its drives, by name, or its default one). A full listing walks the folder's children page by
// page (@odata.nextLink) and, before it starts, takes the drive's delta link (`root/delta?token=latest`):
// that is the source's incremental cursor. A later run follows it (root/delta pages to the next
// @odata.deltaLink) and lists only the files added or changed since that sit under the folder (the folder
// tree is walked again, folders only, to place them: delta items carry no path); deleted items are
// skipped. A file whose listed size is over the limit fails before it is downloaded. Downloads follow
// Graph's redirect to the pre-authenticated URL by hand, without the bearer token.
//
// Every request goes through a fetch of ours (endpoint.ts, policedFetch) under the outbound policy.
// MICROSOFT_GRAPH_URL in the server's environment replaces https://graph.microsoft.com (a national cloud,
// an egress proxy, or a stand-in in tests). 429 and 5xx answers are retried with backoff, after
// Retry-After when Graph sends one.

import type { z } from "zod";
import {
  ONEDRIVE,
  OneDriveSourceConfigSchema,
  SHAREPOINT,
  SharePointSourceConfigSchema,
} from "../../contract/connector-configs.js";
import {
  abortReason,
  ConnectorError,
  DEFAULT_MAX_FILE_BYTES,
  parseConnectorConfig,
  sleep,
  withRetries,
} from "./common.js";
import { defineConnector } from "./define.js";
import { policedFetch, redirectFailure, resolveEndpoint, safeUrl } from "./endpoint.js";
import { classifyFailure, networkCodeOf } from "./sdk-connector.js";
import { messageSecrets, scrubSecrets } from "./secrets.js";
import type { ConnectorContext, ListOptions, RemovedFile, SourceConnector, SourceFile } from "./types.js";

export const MICROSOFT_GRAPH_URL_ENV = "MICROSOFT_GRAPH_URL";
const GRAPH_URL = "https://graph.microsoft.com";
const SCOPE = "https://graph.microsoft.com/.default";

export type OneDriveConfig = z.output<typeof OneDriveSourceConfigSchema>;
export type SharePointConfig = z.output<typeof SharePointSourceConfigSchema>;

export function parseOneDriveConfig(config: unknown): OneDriveConfig {
  return parseConnectorConfig("onedrive", OneDriveSourceConfigSchema, config);
}

export function parseSharePointConfig(config: unknown): SharePointConfig {
  return parseConnectorConfig("sharepoint", SharePointSourceConfigSchema, config);
}

interface DriveItem {
  id: string;
  name: string;
  size?: number;
  eTag?: string;
  cTag?: string;
  webUrl?: string;
  lastModifiedDateTime?: string;
  file?: { mimeType?: string };
  folder?: { childCount?: number };
  deleted?: unknown;
  parentReference?: { driveId?: string; id?: string };
}

interface Page<T> {
  value?: T[];
  "@odata.nextLink"?: string;
  "@odata.deltaLink"?: string;
}

class GraphError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** The parts a onedrive or sharepoint source differs in: which drive and which folder in it. */
interface DriveLocation {
  driveId: string;
  /** The folder's item id. */
  folderId: string;
}

export interface GraphSourceOptions {
  /** Items per listing page ($top); Graph's default otherwise. Smaller only in tests. */
  pageSize?: number;
}

/** What both Graph sources are configured with: the app's credentials, the folder, recursion. */
interface GraphSourceConfig {
  client_id: string;
  client_cred: string;
  tenant: string;
  authority_url: string;
  recursive: boolean;
  path?: string | null | undefined;
}

abstract class GraphDriveSource<C extends GraphSourceConfig> implements SourceConnector {
  abstract readonly type: string;
  private token: { value: string; expires: number } | undefined;
  private location: Promise<DriveLocation> | undefined;
  private fetcher: typeof fetch | undefined;
  private readonly maxFileBytes: number;
  private lastCursor: string | undefined;

  constructor(
    protected readonly config: C,
    protected readonly context: ConnectorContext,
    private readonly options: GraphSourceOptions = {},
  ) {
    this.maxFileBytes = context.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  }

  /** What messages are scrubbed of: the config's declared secrets. */
  protected get secrets(): string[] {
    return messageSecrets(this.type, this.config);
  }

  protected abstract get where(): string;
  /** Finds the drive and the folder's item id. */
  protected abstract locate(signal: AbortSignal): Promise<DriveLocation>;

  /** The configured folder in a drive, which must be one. */
  protected async folderIn(driveId: string, signal: AbortSignal): Promise<DriveLocation> {
    const folder = await this.get<DriveItem>(
      `/drives/${encodeURIComponent(driveId)}/${itemPath(this.config.path)}?$select=id,name,folder`,
      signal,
      "finding the folder",
    );
    if (!folder.folder) {
      throw new ConnectorError(
        this.type,
        "not_found",
        `'${this.config.path}' in ${this.where} is not a folder`,
      );
    }
    return { driveId, folderId: folder.id };
  }

  private graphBase(): URL {
    const override = process.env[MICROSOFT_GRAPH_URL_ENV];
    return override ? resolveEndpoint(this.type, override, MICROSOFT_GRAPH_URL_ENV) : new URL(GRAPH_URL);
  }

  private fetch(): typeof fetch {
    const override = process.env[MICROSOFT_GRAPH_URL_ENV];
    this.fetcher ??= policedFetch(
      this.type,
      override ? MICROSOFT_GRAPH_URL_ENV : "authority_url",
      this.context.outbound,
    );
    return this.fetcher;
  }

  async close(): Promise<void> {}

  cursor(): string | undefined {
    return this.lastCursor;
  }

  private lastRemoved = new Map<string, RemovedFile>();

  /** The files the last delta listing saw deleted under the folder (a full listing sees none). */
  removed(): RemovedFile[] {
    return [...this.lastRemoved.values()];
  }

  private async accessToken(signal: AbortSignal): Promise<string> {
    if (this.token && this.token.expires > Date.now() + 60_000) return this.token.value;
    const authority = resolveEndpoint(this.type, this.config.authority_url, "authority_url");
    const url = new URL(
      `${authority.pathname.replace(/\/+$/, "")}/${encodeURIComponent(this.config.tenant)}/oauth2/v2.0/token`,
      authority,
    );
    const response = await this.fetch()(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "client_credentials",
        client_id: this.config.client_id,
        client_secret: this.config.client_cred,
        scope: SCOPE,
      }).toString(),
      signal,
    });
    const body = (await response.json().catch(() => ({}))) as {
      access_token?: string;
      expires_in?: number;
      error?: string;
      error_description?: string;
    };
    if (!response.ok || !body.access_token) {
      const status = response.status;
      const detail = scrubSecrets(`${body.error ?? status}: ${body.error_description ?? ""}`, this.secrets);
      if (status === 429 || status >= 500) throw new GraphError(status, "token", detail);
      throw new ConnectorError(
        this.type,
        "access_denied",
        `the token endpoint ${safeUrl(url.toString())} refused the app's client credentials: ${detail}`,
      );
    }
    this.token = { value: body.access_token, expires: Date.now() + (body.expires_in ?? 3600) * 1000 };
    return this.token.value;
  }

  /** One Graph call: a path under /v1.0, or a full link Graph gave (nextLink, deltaLink). */
  private async call<T>(pathOrLink: string, signal: AbortSignal, doing: string): Promise<T> {
    return this.retrying(
      async () => {
        const url = this.graphUrl(pathOrLink);
        const response = await this.fetch()(url, {
          headers: { authorization: `Bearer ${await this.accessToken(signal)}`, accept: "application/json" },
          signal,
        });
        if (!response.ok) throw await this.graphError(response);
        return (await response.json()) as T;
      },
      signal,
      doing,
    );
  }

  /** A link Graph gave points at Graph's origin; it is sent where this server reaches Graph. */
  private graphUrl(pathOrLink: string): URL {
    const base = this.graphBase();
    if (/^https?:\/\//.test(pathOrLink)) {
      const given = new URL(pathOrLink);
      return new URL(`${given.pathname}${given.search}`, base);
    }
    return new URL(`${base.pathname.replace(/\/+$/, "")}/v1.0${pathOrLink}`, base);
  }

  private async graphError(response: Response): Promise<GraphError> {
    const body = (await response.json().catch(() => ({}))) as { error?: { code?: string; message?: string } };
    const after = Number(response.headers.get("retry-after"));
    return new GraphError(
      response.status,
      body.error?.code ?? "",
      scrubSecrets(body.error?.message ?? response.statusText, this.secrets),
      Number.isFinite(after) && after > 0 ? after * 1000 : undefined,
    );
  }

  private async retrying<T>(call: () => Promise<T>, signal: AbortSignal, doing: string): Promise<T> {
    return withRetries(async () => {
      signal.throwIfAborted();
      try {
        return await call();
      } catch (error) {
        if (signal.aborted) throw abortReason(signal);
        const failure = this.failure(error, doing);
        const wait = error instanceof GraphError ? error.retryAfterMs : undefined;
        // Graph says how long to wait when it throttles; the backoff below adds its own pause after.
        if (failure.retryable && wait !== undefined) await sleep(Math.min(wait, 30_000), signal);
        throw failure;
      }
    }, signal);
  }

  private failure(error: unknown, doing: string): ConnectorError {
    if (error instanceof ConnectorError) return error;
    const redirect = redirectFailure(this.type, `${doing} in ${this.where}`, error);
    if (redirect) return redirect;
    const graph = error instanceof GraphError ? error : undefined;
    const message = (error as { message?: string }).message ?? String(error);
    const detail = graph
      ? `${graph.status} ${graph.code} ${graph.message}`.replace("  ", " ")
      : scrubSecrets(message, this.secrets);
    const kind = graph
      ? classifyFailure(graph.status)
      : classifyFailure(undefined, networkCodeOf(error), message);
    return new ConnectorError(
      this.type,
      kind?.code ?? "failed",
      `${doing} in ${this.where} failed: ${detail}`,
      {
        retryable: kind?.retryable ?? false,
      },
    );
  }

  protected get<T>(path: string, signal: AbortSignal, doing: string): Promise<T> {
    return this.call<T>(path, signal, doing);
  }

  private drive(signal: AbortSignal): Promise<DriveLocation> {
    this.location ??= this.locate(signal).catch((error: unknown) => {
      this.location = undefined;
      throw error;
    });
    return this.location;
  }

  /** Resolves the drive and the folder: proves the credentials and that the folder exists. */
  async checkConnection(signal: AbortSignal): Promise<void> {
    await this.drive(signal);
  }

  private async *children(driveId: string, folderId: string, signal: AbortSignal): AsyncIterable<DriveItem> {
    const top = this.options.pageSize ? `&$top=${this.options.pageSize}` : "";
    let link: string | undefined =
      `/drives/${encodeURIComponent(driveId)}/items/${encodeURIComponent(folderId)}/children?$select=id,name,size,eTag,cTag,webUrl,lastModifiedDateTime,file,folder,parentReference${top}`;
    while (link) {
      const page: Page<DriveItem> = await this.call<Page<DriveItem>>(link, signal, "listing a folder");
      yield* page.value ?? [];
      link = page["@odata.nextLink"];
    }
  }

  async *list(signal: AbortSignal, options: ListOptions = {}): AsyncIterable<SourceFile> {
    this.lastCursor = undefined;
    this.lastRemoved = new Map();
    const { driveId, folderId } = await this.drive(signal);
    // `all` (reprocess_all): a full listing, which cannot see what was removed.
    if (options.since && !options.all) {
      this.lastCursor = yield* this.changes(driveId, folderId, options.since, signal);
      return;
    }
    // Taken before listing: a change made while listing is seen again next run rather than missed.
    const latest = await this.call<Page<DriveItem>>(
      `/drives/${encodeURIComponent(driveId)}/root/delta?token=latest`,
      signal,
      "reading the drive's delta link",
    );
    const queue: [string, string][] = [[folderId, ""]];
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const [id, prefix] = next;
      for await (const item of this.children(driveId, id, signal)) {
        if (item.folder) {
          if (this.config.recursive) queue.push([item.id, `${prefix}${item.name}/`]);
        } else if (item.file) {
          yield this.file(driveId, item, prefix);
        }
      }
    }
    this.lastCursor = latest["@odata.deltaLink"];
  }

  /** Every folder under the root folder (itself included, as ""), by item id → path. */
  private async folders(
    driveId: string,
    folderId: string,
    signal: AbortSignal,
  ): Promise<Map<string, string>> {
    const found = new Map<string, string>([[folderId, ""]]);
    if (!this.config.recursive) return found;
    const queue = [folderId];
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      for await (const item of this.children(driveId, next, signal)) {
        if (!item.folder || found.has(item.id)) continue;
        found.set(item.id, `${found.get(next)}${item.name}/`);
        queue.push(item.id);
      }
    }
    return found;
  }

  private async *changes(
    driveId: string,
    folderId: string,
    since: string,
    signal: AbortSignal,
  ): AsyncGenerator<SourceFile, string | undefined> {
    const folders = await this.folders(driveId, folderId, signal);
    let link: string | undefined = since;
    let deltaLink: string | undefined;
    while (link) {
      const page: Page<DriveItem> = await this.call<Page<DriveItem>>(
        link,
        signal,
        "listing the changes since the last run",
      );
      for (const item of page.value ?? []) {
        const parent = item.parentReference?.id;
        if (parent === undefined || !folders.has(parent)) continue;
        if (item.deleted) {
          // A deleted item is reported where Graph still names it and its folder (folders are not
          // documents); one without its name cannot be placed, and is not.
          if (!item.folder && typeof item.name === "string" && item.name !== "") {
            const path = `${folders.get(parent) ?? ""}${item.name}`;
            this.lastRemoved.set(item.id, { id: item.id, path, filename: item.name });
          }
          continue;
        }
        if (!item.file) continue;
        this.lastRemoved.delete(item.id);
        yield this.file(driveId, item, folders.get(parent) ?? "");
      }
      link = page["@odata.nextLink"];
      deltaLink = page["@odata.deltaLink"] ?? deltaLink;
    }
    return deltaLink;
  }

  private file(driveId: string, item: DriveItem, prefix: string): SourceFile {
    return {
      id: item.id,
      filename: item.name,
      path: `${prefix}${item.name}`,
      size: item.size,
      contentType: item.file?.mimeType,
      record: {
        drive_id: driveId,
        item_id: item.id,
        path: `${prefix}${item.name}`,
        etag: item.eTag,
        ctag: item.cTag,
        last_modified: item.lastModifiedDateTime,
        size: item.size,
        url: item.webUrl,
      },
      read: (signal) => this.read(driveId, item, signal),
    };
  }

  private async read(driveId: string, item: DriveItem, signal: AbortSignal): Promise<Uint8Array> {
    const tooLarge = (bytes: number) =>
      new ConnectorError(
        this.type,
        "file_too_large",
        `'${item.name}' (${item.id}) in ${this.where} is ${bytes} bytes, over the limit of ${this.maxFileBytes} bytes`,
      );
    if (item.size !== undefined && item.size > this.maxFileBytes) throw tooLarge(item.size);
    return this.retrying(
      async () => {
        const url = this.graphUrl(
          `/drives/${encodeURIComponent(driveId)}/items/${encodeURIComponent(item.id)}/content`,
        );
        let response = await this.fetch()(url, {
          headers: { authorization: `Bearer ${await this.accessToken(signal)}` },
          redirect: "manual",
          signal,
        });
        const location = response.headers.get("location");
        if (response.status >= 300 && response.status < 400 && location) {
          // The pre-authenticated download URL: fetched without the bearer token, under the policy too.
          response = await this.fetch()(new URL(location, url), { signal });
        }
        if (!response.ok) throw await this.graphError(response);
        // Read as it arrives, stopping as soon as it passes the limit (a size listed wrongly, or none).
        const chunks: Uint8Array[] = [];
        let total = 0;
        for await (const chunk of (response.body ?? []) as AsyncIterable<Uint8Array>) {
          total += chunk.byteLength;
          if (total > this.maxFileBytes) {
            await response.body?.cancel().catch(() => undefined);
            throw tooLarge(total);
          }
          chunks.push(chunk);
        }
        return Buffer.concat(chunks, total);
      },
      signal,
      `downloading '${item.name}'`,
    );
  }
}

/** A drive path as Graph addresses it: `root` or `root:/a/b:`. */
function itemPath(path: string | null | undefined): string {
  const clean = (path ?? "")
    .split("/")
    .filter((part) => part !== "" && part !== ".")
    .map(encodeURIComponent)
    .join("/");
  return clean === "" ? "root" : `root:/${clean}:`;
}

export class OneDriveSource extends GraphDriveSource<OneDriveConfig> {
  readonly type = "onedrive";

  protected get where(): string {
    return `the OneDrive of '${this.config.user_pname}', folder '${this.config.path || "/"}'`;
  }

  protected async locate(signal: AbortSignal): Promise<DriveLocation> {
    const user = encodeURIComponent(this.config.user_pname);
    const drive = await this.get<{ id: string }>(
      `/users/${user}/drive?$select=id`,
      signal,
      "finding the drive",
    );
    return this.folderIn(drive.id, signal);
  }
}

export class SharePointSource extends GraphDriveSource<SharePointConfig> {
  readonly type = "sharepoint";

  protected get where(): string {
    return `SharePoint site ${safeUrl(this.config.site)}, library '${this.config.library ?? "(default)"}', folder '${this.config.path || "/"}'`;
  }

  protected async locate(signal: AbortSignal): Promise<DriveLocation> {
    const site = new URL(this.config.site);
    const sitePath = site.pathname.replace(/\/+$/, "");
    const found = await this.get<{ id: string }>(
      `/sites/${encodeURIComponent(site.hostname)}${sitePath ? `:${sitePath}:` : ""}?$select=id`,
      signal,
      "finding the site",
    );
    const siteId = encodeURIComponent(found.id);
    let driveId: string;
    if (this.config.library) {
      const drives = await this.get<Page<{ id: string; name: string }>>(
        `/sites/${siteId}/drives?$select=id,name`,
        signal,
        "listing the site's libraries",
      );
      const library = (drives.value ?? []).find(
        (drive) => drive.name.toLowerCase() === this.config.library?.toLowerCase(),
      );
      if (!library) {
        throw new ConnectorError(
          this.type,
          "not_found",
          `${this.where}: the site has no library named '${this.config.library}' (it has ${(drives.value ?? []).map((drive) => `'${drive.name}'`).join(", ") || "none"})`,
        );
      }
      driveId = library.id;
    } else {
      driveId = (
        await this.get<{ id: string }>(`/sites/${siteId}/drive?$select=id`, signal, "finding the library")
      ).id;
    }
    return this.folderIn(driveId, signal);
  }
}

export const onedrive = defineConnector(ONEDRIVE, {
  source: (config, context) => new OneDriveSource(config, context),
});

export const sharepoint = defineConnector(SHAREPOINT, {
  source: (config, context) => new SharePointSource(config, context),
});
