// A stand-in for the npm registry on loopback, speaking its protocol for @tesseract.js-data/<code>
// packages (metadata with dist.tarball and dist.integrity, then the tarball), and the tarballs themselves.
import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export const DEBIAN_TESSDATA = "/usr/share/tesseract-ocr/5/tessdata";
export const debianModel = (code: string) => join(DEBIAN_TESSDATA, `${code}.traineddata`);

/** A ustar archive of the given files (what `npm pack` writes, minus the metadata npm ignores). */
export function tar(files: Record<string, Uint8Array>): Uint8Array {
  const blocks: Uint8Array[] = [];
  for (const [name, data] of Object.entries(files)) {
    const header = new Uint8Array(512);
    const put = (text: string, offset: number) => header.set(Buffer.from(text, "latin1"), offset);
    put(name, 0);
    put("0000644\0", 100);
    put("0000000\0", 108);
    put("0000000\0", 116);
    put(`${data.length.toString(8).padStart(11, "0")}\0`, 124);
    put("00000000000\0", 136);
    put("        ", 148);
    put("0", 156);
    put("ustar\0", 257);
    put("00", 263);
    const sum = header.reduce((total, byte) => total + byte, 0);
    put(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
    blocks.push(header, data, new Uint8Array((512 - (data.length % 512)) % 512));
  }
  blocks.push(new Uint8Array(1024));
  return Buffer.concat(blocks);
}

/** The @tesseract.js-data/<code> tarball, holding `model` (uncompressed traineddata) as the package does. */
export function modelPackage(code: string, model: Uint8Array): Uint8Array {
  return gzipSync(
    tar({
      "package/package.json": Buffer.from(
        JSON.stringify({ name: `@tesseract.js-data/${code}`, version: "1.0.0" }),
      ),
      [`package/4.0.0_best_int/${code}.traineddata.gz`]: gzipSync(model),
    }),
  );
}

export interface StandIn {
  url: string;
  requests: string[];
  close(): Promise<void>;
}

/** npm's registry protocol for the given packages; `integrity` may be overridden to a wrong checksum. */
export async function standInRegistry(
  packages: Record<string, Uint8Array>,
  integrity?: string,
): Promise<StandIn> {
  const requests: string[] = [];
  let base = "";
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(request.url ?? "");
    requests.push(path);
    const metadata = /^\/@tesseract\.js-data\/(\w+)$/.exec(path);
    const tarball = /^\/tarballs\/(\w+)-1\.0\.0\.tgz$/.exec(path);
    const code = metadata?.[1] ?? tarball?.[1] ?? "";
    const data = packages[code];
    if (!data) {
      response.writeHead(404, { "content-type": "application/json" }).end('{"error":"Not found"}');
      return;
    }
    if (tarball) {
      response.writeHead(200, { "content-type": "application/octet-stream" }).end(data);
      return;
    }
    const sha512 = `sha512-${createHash("sha512").update(data).digest("base64")}`;
    response.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        name: `@tesseract.js-data/${code}`,
        "dist-tags": { latest: "1.0.0" },
        versions: {
          "1.0.0": { dist: { tarball: `${base}tarballs/${code}-1.0.0.tgz`, integrity: integrity ?? sha512 } },
        },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    url: base,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
