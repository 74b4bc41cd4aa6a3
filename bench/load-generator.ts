// autocannon in a process of its own, as clients are: it shares no heap or event loop with the benchmark
// (whose in-process side leaves garbage behind that slowed the load it generated), and its CPU time is
// its own to report. The child resolves autocannon from the repository's node_modules.
import { spawn } from "node:child_process";

export interface LoadOptions {
  url: string;
  method: "POST";
  headers: Record<string, string>;
  body: Buffer;
  connections: number;
  duration: number;
}

export interface LoadResult {
  /** Answers with a 2xx status, per second. */
  rps: number;
  answered: number;
  p50: number;
  p99: number;
  failed: number;
  /** CPU time the load generator used while loading, in ms. */
  cpuMs: number;
}

const CHILD = `
const { createRequire } = require("node:module");
const autocannon = createRequire(process.cwd() + "/package.json")("autocannon");
const options = JSON.parse(process.env.DOCFLOW_LOAD);
options.body = Buffer.from(options.body, "base64");
const before = process.cpuUsage();
autocannon(options).then((result) => {
  const cpu = process.cpuUsage(before);
  process.stdout.write(JSON.stringify({
    rps: result["2xx"] / result.duration,
    answered: result["2xx"],
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    cpuMs: (cpu.user + cpu.system) / 1000,
  }));
});
`;

/** Loads `options.url` from a child process; resolves with what autocannon measured. */
export function generateLoad(options: LoadOptions): Promise<LoadResult> {
  const child = spawn(process.execPath, ["-e", CHILD], {
    env: {
      PATH: process.env.PATH ?? "",
      DOCFLOW_LOAD: JSON.stringify({ ...options, body: options.body.toString("base64") }),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => {
    out += chunk.toString("utf8");
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => {
      if (code === 0 && out !== "") resolve(JSON.parse(out) as LoadResult);
      else reject(new Error(`the load generator exited with ${code}`));
    });
  });
}
