// A real S3-compatible server for tests: s3rver (in-process, data in a temp dir) behind a loopback HTTP
// server on a free port. s3rver checks the access key but not the SigV4 signature, so the front checks
// signatures itself (a wrong secret is refused as S3 would refuse it) and records every request, which lets
// tests see path-style addressing and unsigned anonymous requests.
import { createHash, createHmac } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CreateBucketCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";

const require = createRequire(import.meta.url);

// s3rver encrypts ListObjectsV2 continuation tokens with single DES, which OpenSSL 3 no longer offers.
// Triple DES with the key repeated three times is the same cipher, and OpenSSL 3 still has it: s3rver's
// calls are redirected to it, and nothing else is touched.
const nodeCrypto = require("node:crypto") as typeof import("node:crypto");
if (!(nodeCrypto.createCipheriv as { s3rverDes?: boolean }).s3rverDes) {
  const { createCipheriv, createDecipheriv } = nodeCrypto;
  const tripled = (key: unknown) => Buffer.concat([key as Buffer, key as Buffer, key as Buffer]);
  const cipher = ((algorithm: string, key: Buffer, iv: Buffer, options?: unknown) =>
    algorithm === "des"
      ? createCipheriv("des-ede3-cbc", tripled(key), iv)
      : createCipheriv(algorithm, key, iv, options as never)) as typeof createCipheriv;
  const decipher = ((algorithm: string, key: Buffer, iv: Buffer, options?: unknown) =>
    algorithm === "des"
      ? createDecipheriv("des-ede3-cbc", tripled(key), iv)
      : createDecipheriv(algorithm, key, iv, options as never)) as typeof createDecipheriv;
  Object.assign(cipher, { s3rverDes: true });
  nodeCrypto.createCipheriv = cipher;
  nodeCrypto.createDecipheriv = decipher;
}

interface S3rverInstance {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  logger?: { close(): void; exceptions?: { unhandle(): void } };
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
const S3rver = require("s3rver") as S3rverClass;

/** The key pair s3rver knows. */
export const S3_ACCESS_KEY = "S3RVER";
export const S3_SECRET_KEY = "S3RVER";

export interface RecordedRequest {
  method: string;
  url: string;
  host: string;
  authorization: string | undefined;
}

export interface S3TestServer {
  /** `http://127.0.0.1:<port>`: what a connector's endpoint_url is set to. */
  endpoint: string;
  requests: RecordedRequest[];
  /** A client with the right credentials, for setting up and checking buckets. */
  client: S3Client;
  createBucket(name: string): Promise<void>;
  put(bucket: string, key: string, body: string | Uint8Array): Promise<void>;
  get(bucket: string, key: string): Promise<Buffer>;
  stop(): Promise<void>;
}

const sha256 = (data: string) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** SigV4 as S3 checks it; true for unsigned requests (anonymous access is the bucket's business). */
function signatureMatches(req: IncomingMessage, secrets: Map<string, string>): boolean {
  const header = req.headers.authorization;
  if (header === undefined) return true;
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/.exec(
      header,
    );
  if (!match) return false;
  const [, accessKey = "", scope = "", signedHeaders = "", signature = ""] = match;
  const secret = secrets.get(accessKey);
  if (secret === undefined) return true; // s3rver answers InvalidAccessKeyId itself
  const [date = "", region = "", service = ""] = scope.split("/");
  const [path = "/", query = ""] = (req.url ?? "/").split("?", 2);
  const canonicalQuery = query
    .split("&")
    .filter(Boolean)
    .map((pair) => (pair.includes("=") ? pair : `${pair}=`))
    .sort()
    .join("&");
  const canonicalHeaders = signedHeaders
    .split(";")
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? "")
          .trim()
          .replace(/\s+/g, " ")}\n`,
    )
    .join("");
  const canonicalRequest = [
    req.method,
    path,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    String(req.headers["x-amz-content-sha256"] ?? "UNSIGNED-PAYLOAD"),
  ].join("\n");
  const stringToSign = [
    "AWS4-HMAC-SHA256",
    String(req.headers["x-amz-date"] ?? ""),
    scope,
    sha256(canonicalRequest),
  ].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), "aws4_request");
  return createHmac("sha256", key).update(stringToSign).digest("hex") === signature;
}

function refuseSignature(res: ServerResponse): void {
  res.writeHead(403, { "content-type": "application/xml" });
  res.end(
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SignatureDoesNotMatch</Code>' +
      "<Message>The request signature we calculated does not match the signature you provided.</Message></Error>",
  );
}

/** Starts s3rver on 127.0.0.1 at a free port with an empty temp data directory. */
export async function startS3(): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), "docflow-s3-"));
  const s3rver = new S3rver({ directory, silent: process.env.S3RVER_LOGS !== "1", vhostBuckets: false });
  const handle = s3rver.callback();
  const secrets = new Map([[S3_ACCESS_KEY, S3_SECRET_KEY]]);
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    requests.push({
      method: req.method ?? "",
      url: req.url ?? "",
      host: req.headers.host ?? "",
      authorization: req.headers.authorization,
    });
    if (!signatureMatches(req, secrets)) {
      req.resume();
      refuseSignature(res);
      return;
    }
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = new S3Client({
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: S3_ACCESS_KEY, secretAccessKey: S3_SECRET_KEY },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  return {
    endpoint,
    requests,
    client,
    async createBucket(name) {
      await client.send(new CreateBucketCommand({ Bucket: name }));
    },
    async put(bucket, key, body) {
      const bytes = typeof body === "string" ? Buffer.from(body) : body;
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentLength: bytes.length }),
      );
    },
    async get(bucket, key) {
      const output = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(
        await (output.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
      );
    },
    async stop() {
      client.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      s3rver.logger?.exceptions?.unhandle();
      s3rver.logger?.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
