// The vendor-SDK connectors reach their endpoints only through policedEndpoint: the outbound policy of
// docflow serve applies to them as to s3 and postgres.
import { describe, expect, it } from "vitest";
import { policedEndpoint } from "../../../src/workflows/connectors/endpoint.js";
import { LOOPBACK_ALLOWED } from "../../helpers/outbound.js";

describe("policedEndpoint", () => {
  it.each([
    ["http://127.0.0.1:6333", "loopback"],
    ["http://localhost:9200", "a name for loopback"],
    ["http://169.254.169.254/latest/meta-data", "the cloud metadata address"],
    ["https://10.0.0.7", "a private address"],
    ["http://[::1]:8080", "IPv6 loopback"],
    ["http://2130706433:80", "a decimal IP"],
  ])("refuses %s (%s) unless the operator allows it, naming the field", async (url) => {
    const refused = policedEndpoint("qdrant-cloud", url, "url", undefined);
    await expect(refused).rejects.toMatchObject({ code: "access_denied" });
    await expect(refused).rejects.toThrow(/url: The host '.*' is refused/);
  });

  it("lets a host the operator allows through, and refuses other schemes", async () => {
    const url = await policedEndpoint("qdrant-cloud", "http://127.0.0.1:6333", "url", LOOPBACK_ALLOWED);
    expect(url.port).toBe("6333");
    await expect(
      policedEndpoint("qdrant-cloud", "file:///etc/passwd", "url", LOOPBACK_ALLOWED),
    ).rejects.toThrow(/must be a http:\/\/ or https:\/\/ URL/);
  });
});
