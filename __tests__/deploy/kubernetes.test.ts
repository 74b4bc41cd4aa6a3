// The Kubernetes deployment (deploy/kubernetes/), checked without a cluster: every manifest against the
// Kubernetes API's schemas (kubernetes-models, generated from the API's OpenAPI document) and KEDA's CRD
// schema (@kubernetes-models/keda), with no field the schema does not know (a misspelt probe would
// otherwise pass unnoticed, as the API schemas allow unknown fields); then what ties the manifests to
// docflow: the kustomization lists every file, the probes and ports name the endpoints docflow serves, the
// variables they set are settings docflow reads, the Secret holds what the pods take from it, and the
// scaler reads a metric docflow exports.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ScaledObject } from "@kubernetes-models/keda/keda.sh/v1alpha1/ScaledObject";
import { Deployment } from "kubernetes-models/apps/v1/Deployment";
import { PodDisruptionBudget } from "kubernetes-models/policy/v1/PodDisruptionBudget";
import { ConfigMap } from "kubernetes-models/v1/ConfigMap";
import { Secret } from "kubernetes-models/v1/Secret";
import { Service } from "kubernetes-models/v1/Service";
import { describe, expect, it } from "vitest";
import { parseAllDocuments } from "yaml";
import { DocflowMetrics, HEALTH_PATH, READY_PATH } from "../../src/server/metrics.js";
import { SERVER_SETTINGS } from "../../src/server/settings/table.js";
import { ROOT } from "../server/helpers.js";

const DIR = join(ROOT, "deploy", "kubernetes");

// biome-ignore lint/suspicious/noExplicitAny: parsed YAML of any shape, read field by field in the checks
type Yaml = any;

type Manifest = Record<string, unknown> & { apiVersion: string; kind: string; metadata: { name: string } };

interface Validating {
  validate(): void;
}
const MODELS: Record<string, new (data: never) => Validating> = {
  "apps/v1/Deployment": Deployment,
  "v1/Service": Service,
  "v1/ConfigMap": ConfigMap,
  "v1/Secret": Secret,
  "policy/v1/PodDisruptionBudget": PodDisruptionBudget,
  "keda.sh/v1alpha1/ScaledObject": ScaledObject,
};

function load(file: string): Manifest[] {
  return parseAllDocuments(readFileSync(join(DIR, file), "utf8")).map((document) => {
    if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0]?.message}`);
    return document.toJS() as Manifest;
  });
}

const files = readdirSync(DIR).filter((file) => file.endsWith(".yaml") && file !== "kustomization.yaml");
const manifests = files.flatMap((file) => load(file).map((manifest) => ({ file, manifest })));

function validates(manifest: Manifest): boolean {
  const Model = MODELS[`${manifest.apiVersion}/${manifest.kind}`];
  if (!Model) throw new Error(`no schema for ${manifest.apiVersion} ${manifest.kind}`);
  try {
    new Model(structuredClone(manifest) as never).validate();
    return true;
  } catch {
    return false;
  }
}

// Values the schemas leave untyped (int-or-string, quantities) accept anything, so a probe cannot tell
// whether their key is known; these are.
const UNTYPED = new Set([
  "port",
  "targetPort",
  "minAvailable",
  "maxUnavailable",
  "maxSurge",
  "cpu",
  "memory",
]);
// Maps whose keys are the user's own.
const FREE_MAPS = new Set([
  "labels",
  "annotations",
  "data",
  "stringData",
  "matchLabels",
  "metadata",
  "selector",
]);

/**
 * Paths of fields the schema does not know: a field is known when giving it a value of the wrong type
 * makes the manifest invalid.
 */
function unknownFields(manifest: Manifest): string[] {
  const unknown: string[] = [];
  const walk = (node: unknown, path: (string | number)[], inFreeMap: boolean) => {
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) walk(item, [...path, index], false);
      return;
    }
    if (typeof node !== "object" || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      const here = [...path, key];
      if (!inFreeMap && !UNTYPED.has(key) && path.length > 0) {
        const probe = structuredClone(manifest) as Record<string, unknown>;
        let parent: Record<string | number, unknown> = probe;
        for (const step of path) parent = parent[step] as Record<string | number, unknown>;
        // A wrong type for whatever the field holds: an object for a scalar, a number for the rest.
        parent[key] = typeof value === "object" && value !== null ? 12345 : { probe: true };
        if (validates(probe as Manifest)) {
          unknown.push(here.join("."));
          continue;
        }
      }
      const free = FREE_MAPS.has(key) && !(key === "metadata" && path.length === 0);
      walk(
        value,
        here,
        free && !(key === "selector" && path.at(-1) === "spec" && manifest.kind !== "Service"),
      );
    }
  };
  walk(manifest, [], false);
  return unknown;
}

const find = (kind: string, name: string) =>
  manifests.find(({ manifest }) => manifest.kind === kind && manifest.metadata.name === name)?.manifest as
    | Record<string, Yaml>
    | undefined;

describe("deploy/kubernetes", () => {
  it("has every manifest valid against the Kubernetes API's and KEDA's schemas", () => {
    expect(manifests.map(({ manifest }) => `${manifest.kind}/${manifest.metadata.name}`).sort()).toEqual([
      "ConfigMap/docflow",
      "Deployment/docflow-server",
      "Deployment/docflow-worker",
      "PodDisruptionBudget/docflow-server",
      "PodDisruptionBudget/docflow-worker",
      "ScaledObject/docflow-worker",
      "Secret/docflow",
      "Service/docflow",
    ]);
    for (const { file, manifest } of manifests) {
      expect(validates(manifest), `${file}: ${manifest.kind} ${manifest.metadata.name}`).toBe(true);
      expect(unknownFields(manifest), `${file}: ${manifest.kind} ${manifest.metadata.name}`).toEqual([]);
    }
  });

  it("catches a misspelt or mistyped field (the checks above can fail)", () => {
    const server = structuredClone(find("Deployment", "docflow-server")) as Record<string, Yaml>;
    const container = server.spec.template.spec.containers[0];
    container.readinesProbe = container.readinessProbe;
    delete container.readinessProbe;
    expect(unknownFields(server as Manifest)).toEqual(["spec.template.spec.containers.0.readinesProbe"]);
    container.ports[0].containerPort = "eight thousand";
    expect(validates(server as Manifest)).toBe(false);
    const scaler = structuredClone(find("ScaledObject", "docflow-worker")) as Record<string, Yaml>;
    scaler.spec.maxReplicaCount = "ten";
    expect(validates(scaler as Manifest)).toBe(false);
  });

  it("is one kustomization of every file", () => {
    const [kustomization] = load("kustomization.yaml");
    expect(kustomization?.kind).toBe("Kustomization");
    expect(([...((kustomization?.resources as string[]) ?? [])] as string[]).sort()).toEqual(
      [...files].sort(),
    );
  });

  it("probes docflow's endpoints on ports its containers open, and sets only settings docflow reads", () => {
    const config = find("ConfigMap", "docflow");
    const secret = find("Secret", "docflow");
    // The settings' table, and the log format every command reads (src/cli/log-format.ts).
    const known = new Set<string>([
      ...Object.values(SERVER_SETTINGS).map((setting) => setting.env),
      "DOCFLOW_LOG_FORMAT",
    ]);
    for (const name of Object.keys(config?.data ?? {})) expect(known.has(name), name).toBe(true);
    expect(Object.keys(secret?.stringData ?? {}).sort()).toEqual([
      "DATABASE_URL",
      "DOCFLOW_API_KEYS",
      "DOCFLOW_SECRET_KEY",
    ]);
    for (const name of Object.keys(secret?.stringData ?? {})) expect(known.has(name), name).toBe(true);
    const metricsPort = Number(config?.data.DOCFLOW_METRICS_PORT);
    for (const [deployment, probed] of [
      ["docflow-server", "http"],
      ["docflow-worker", "metrics"],
    ] as const) {
      const pod = find("Deployment", deployment)?.spec.template.spec;
      const [container] = pod.containers;
      expect(container.args).toEqual([deployment === "docflow-server" ? "serve" : "worker"]);
      for (const variable of container.env) expect(known.has(variable.name), variable.name).toBe(true);
      expect(container.envFrom.map((from: Yaml) => from.configMapRef?.name ?? from.secretRef?.name)).toEqual([
        "docflow",
        "docflow",
      ]);
      const ports = new Map(container.ports.map((port: Yaml) => [port.name, port.containerPort]));
      expect(ports.get("metrics")).toBe(metricsPort);
      if (deployment === "docflow-server") expect(ports.get("http")).toBe(Number(config?.data.DOCFLOW_PORT));
      expect(container.readinessProbe.httpGet).toEqual({ path: READY_PATH, port: probed });
      expect(container.livenessProbe.httpGet).toEqual({ path: HEALTH_PATH, port: probed });
      expect(container.resources.requests.memory).toBeDefined();
      expect(pod.securityContext.runAsNonRoot).toBe(true);
      // The disruption budget and the Service select these pods.
      const labels = find("Deployment", deployment)?.spec.template.metadata.labels;
      const budget = find("PodDisruptionBudget", deployment);
      expect(labels).toMatchObject(budget?.spec.selector.matchLabels);
    }
    const service = find("Service", "docflow");
    expect(find("Deployment", "docflow-server")?.spec.template.metadata.labels).toMatchObject(
      service?.spec.selector,
    );
  });

  it("scales the workers on a metric docflow exports", async () => {
    const scaler = find("ScaledObject", "docflow-worker");
    expect(scaler?.spec.scaleTargetRef).toMatchObject({ kind: "Deployment", name: "docflow-worker" });
    const [trigger] = scaler?.spec.triggers ?? [];
    const metric = /\b(docflow_[a-z_]+)\b/.exec(trigger.metadata.query)?.[1];
    const exported = await new DocflowMetrics("worker").registry.getMetricsAsJSON();
    expect(exported.map((entry) => entry.name)).toContain(metric);
    expect(metric).toBe("docflow_queue_depth");
  });
});
