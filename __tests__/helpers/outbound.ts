// The outbound policy of tests whose real servers (s3rver, PostgreSQL) listen on loopback: the operator's
// `--allow-host 127.0.0.0/8 --allow-host ::1 --allow-host localhost`, as a local set-up would pass it.
import type { OutboundPolicy } from "../../src/workflows/connectors/outbound.js";

export const LOOPBACK_HOSTS = ["127.0.0.0/8", "::1", "localhost"];

export const LOOPBACK_ALLOWED: OutboundPolicy = { allowHosts: LOOPBACK_HOSTS };
