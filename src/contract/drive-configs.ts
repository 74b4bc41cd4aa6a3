// The configs of the cloud-drive sources: dropbox, google_drive, onedrive and sharepoint (part of the
// connector configs, connector-configs.ts).
import { z } from "zod";
import {
  checkServiceAccountKey,
  endpointUrl,
  optionalString,
  recursive,
  serviceAccountKeyField,
} from "./config-fields.js";
import { connectorFacts, secret } from "./connector-facts.js";

// ---------------------------------------------------------------------------------------------------------
// Cloud drives: dropbox, google_drive

export const DropboxSourceConfigSchema = z
  .strictObject({
    remote_url: z
      .string()
      .regex(/^dropbox:\/\/[^?#]*$/, "remote_url must look like dropbox://folder or dropbox:// (the root)")
      .describe("dropbox://folder/subfolder, or dropbox:// for the root of the app's space."),
    token: secret(optionalString().describe("Access token; or refresh_token with app_key and app_secret.")),
    refresh_token: secret(
      optionalString().describe("Long-lived refresh token (with app_key and app_secret)."),
    ),
    app_key: secret(optionalString()),
    app_secret: secret(optionalString()),
    recursive: recursive(true),
  })
  .superRefine((config, ctx) => {
    if (config.token || (config.refresh_token && config.app_key)) return;
    ctx.addIssue({
      code: "custom",
      path: ["token"],
      message: "give token, or refresh_token with app_key (and app_secret)",
      input: null,
    });
  })
  .meta({
    id: "DropboxSourceConfig",
    description:
      "Config of a `dropbox` source connector; later runs list only what changed (list_folder cursor).",
  });

export const GoogleDriveSourceConfigSchema = z
  .strictObject({
    drive_id: z
      .string()
      .min(1)
      .describe(
        "Id of the folder (or shared drive) to read, as in its URL; shared with the service account.",
      ),
    service_account_key: serviceAccountKeyField(
      "The service account's JSON key, as a string (client_email, private_key, ...), or a reference to it stored with POST /api/v1/users/secrets ({id, type}).",
    ),
    extensions: z
      .array(z.string().min(1))
      .nullish()
      .describe('Only files with these extensions, such as [".pdf", ".docx"] (default: all).'),
    recursive: recursive(true),
  })
  .superRefine((config, ctx) => checkServiceAccountKey(config.service_account_key, ctx))
  .meta({
    id: "GoogleDriveSourceConfig",
    description:
      "Config of a `google_drive` source connector; later runs list only what changed (Drive changes).",
  });

const graphAuth = {
  client_id: z.string().min(1).describe("Application (client) id of the Entra ID app registration."),
  client_cred: secret(
    z.string().min(1).describe("Client secret of the app registration (client credentials flow)."),
  ),
  tenant: z.string().min(1).describe("Directory (tenant) id or domain."),
  authority_url: z.preprocess(
    (value) => (value === null ? undefined : value),
    endpointUrl("Token authority (default https://login.microsoftonline.com).").default(
      "https://login.microsoftonline.com",
    ),
  ),
  user_pname: z.string().min(1).describe("User principal name (email) of the OneDrive's owner."),
};

export const OneDriveSourceConfigSchema = z
  .strictObject({
    ...graphAuth,
    path: z
      .string()
      .describe('Folder in the user\'s OneDrive, such as Documents/Reports ("" or / for the root).'),
    recursive: recursive(false),
  })
  .meta({
    id: "OneDriveSourceConfig",
    description: "Config of a `onedrive` source connector; later runs list only what changed (Graph delta).",
  });

export const SharePointSourceConfigSchema = z
  .strictObject({
    ...graphAuth,
    user_pname: z
      .string()
      .nullish()
      .describe("Accepted as the hosted service takes it; not needed for app-only access."),
    site: endpointUrl("URL of the site, such as https://contoso.sharepoint.com/sites/team."),
    library: optionalString().describe(
      "Document library (drive) name (default: the site's default library).",
    ),
    path: optionalString().describe("Folder in the library (default: its root)."),
    recursive: recursive(false),
  })
  .meta({
    id: "SharePointSourceConfig",
    description:
      "Config of a `sharepoint` source connector; later runs list only what changed (Graph delta).",
  });

// ---------------------------------------------------------------------------------------------------------
// Facts

export const DROPBOX = connectorFacts({ type: "dropbox", source: DropboxSourceConfigSchema, sdk: "dropbox" });
export const GOOGLE_DRIVE = connectorFacts({
  type: "google_drive",
  source: GoogleDriveSourceConfigSchema,
  sdk: "@googleapis/drive",
});
export const ONEDRIVE = connectorFacts({ type: "onedrive", source: OneDriveSourceConfigSchema });
export const SHAREPOINT = connectorFacts({ type: "sharepoint", source: SharePointSourceConfigSchema });
