// A stand-in for a MongoDB server, which cannot be installed here (no Debian package, and
// mongodb-memory-server downloads its binary at run time): a small loopback TCP server speaking the part of
// the MongoDB wire protocol the official driver needs for the mongodb destination — the OP_QUERY legacy
// handshake and OP_MSG (body and document-sequence sections) with BSON from the driver's own bson — and
// the commands hello/isMaster, ping, buildInfo, SCRAM-SHA-256 saslStart/saslContinue, insert, delete,
// find, createIndexes, listIndexes, endSessions. Filters support field equality and $exists. It keeps
// documents in memory, enforces unique `_id` (error 11000 as the server does), and can answer the next
// inserts with code 16500 ("request rate is large", the throttling answer of MongoDB-compatible services).
import { createHash, createHmac, pbkdf2Sync, randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { createServer, type Socket } from "node:net";
import { BSON } from "mongodb";

const OP_REPLY = 1;
const OP_QUERY = 2004;
const OP_MSG = 2013;

type Doc = Record<string, unknown>;

export interface MongoStandIn {
  /** A mongodb:// URI with the stand-in's user and password. */
  uri: string;
  host: string;
  user: string;
  password: string;
  /** database → collection → _id → document. */
  databases: Map<string, Map<string, Map<string, Doc>>>;
  indexes: Map<string, Doc[]>;
  /** Commands seen, by name. */
  commands: string[];
  /** Answer this many of the next insert commands with error 16500. */
  throttle(count: number): void;
  collection(database: string, name: string): Doc[];
  stop(): Promise<void>;
}

function cstring(buffer: Buffer, offset: number): [string, number] {
  const end = buffer.indexOf(0, offset);
  return [buffer.toString("utf8", offset, end), end + 1];
}

function matches(document: Doc, filter: Doc): boolean {
  for (const [field, condition] of Object.entries(filter ?? {})) {
    const value = document[field];
    if (condition !== null && typeof condition === "object" && "$exists" in (condition as Doc)) {
      if ((value !== undefined) !== Boolean((condition as Doc).$exists)) return false;
    } else if (JSON.stringify(value) !== JSON.stringify(condition)) return false;
  }
  return true;
}

function project(document: Doc, projection: Doc | undefined): Doc {
  if (!projection || Object.keys(projection).length === 0) return document;
  const out: Doc = { _id: document._id };
  for (const [field, keep] of Object.entries(projection)) if (keep) out[field] = document[field];
  return out;
}

// SCRAM-SHA-256 (RFC 7677) as MongoDB runs it: the password is SASLprep'd (plain ASCII here), not hashed.
function scram(password: string) {
  const salt = randomBytes(16);
  const iterations = 4096;
  const salted = pbkdf2Sync(password, salt, iterations, 32, "sha256");
  const hmac = (key: Buffer, text: string) => createHmac("sha256", key).update(text).digest();
  const clientKey = hmac(salted, "Client Key");
  const storedKey = createHash("sha256").update(clientKey).digest();
  const serverKey = hmac(salted, "Server Key");
  return { salt, iterations, hmac, storedKey, serverKey };
}

export async function startMongoStandIn(
  user = "docflow",
  password = "mongo-pass-7Yk3",
): Promise<MongoStandIn> {
  const databases: MongoStandIn["databases"] = new Map();
  const indexes = new Map<string, Doc[]>();
  const commands: string[] = [];
  const credentials = scram(password);
  let throttled = 0;
  let connectionId = 0;
  const sockets = new Set<Socket>();

  const collectionOf = (db: string, name: string) => {
    const database = databases.get(db) ?? new Map<string, Map<string, Doc>>();
    databases.set(db, database);
    const collection = database.get(name) ?? new Map<string, Doc>();
    database.set(name, collection);
    return collection;
  };

  const hello = (id: number): Doc => ({
    helloOk: true,
    ismaster: true,
    isWritablePrimary: true,
    maxBsonObjectSize: 16 * 1024 * 1024,
    maxMessageSizeBytes: 48_000_000,
    maxWriteBatchSize: 100_000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: id,
    minWireVersion: 0,
    maxWireVersion: 21,
    readOnly: false,
    saslSupportedMechs: ["SCRAM-SHA-256"],
    ok: 1,
  });

  function handle(command: Doc, state: { id: number; authenticated: boolean; sasl?: Doc }): Doc {
    const name = Object.keys(command)[0] as string;
    commands.push(name);
    const db = String(command.$db ?? "admin");
    const fail = (code: number, codeName: string, errmsg: string): Doc => ({ ok: 0, code, codeName, errmsg });
    switch (name) {
      case "hello":
      case "isMaster":
      case "ismaster":
        return hello(state.id);
      case "ping":
        return { ok: 1 };
      case "buildInfo":
      case "buildinfo":
        return { version: "7.0.0", versionArray: [7, 0, 0, 0], maxBsonObjectSize: 16 * 1024 * 1024, ok: 1 };
      case "endSessions":
        return { ok: 1 };
      case "saslStart": {
        if (command.mechanism !== "SCRAM-SHA-256") {
          return fail(2, "BadValue", `Unsupported mechanism ${String(command.mechanism)}`);
        }
        const clientFirst = Buffer.from((command.payload as { buffer: Uint8Array }).buffer).toString("utf8");
        const bare = clientFirst.replace(/^n,,/, "");
        const userName = /n=([^,]*)/.exec(bare)?.[1];
        const nonce = /r=([^,]*)/.exec(bare)?.[1] ?? "";
        const serverFirst = `r=${nonce}${randomBytes(18).toString("base64")},s=${credentials.salt.toString("base64")},i=${credentials.iterations}`;
        state.sasl = { bare, serverFirst, userName };
        return {
          conversationId: 1,
          done: false,
          payload: new BSON.Binary(Buffer.from(serverFirst)),
          ok: 1,
        };
      }
      case "saslContinue": {
        const sasl = state.sasl;
        const text = Buffer.from((command.payload as { buffer: Uint8Array }).buffer).toString("utf8");
        if (!sasl) return fail(17, "ProtocolError", "No SASL session state found");
        if (sasl.done)
          return { conversationId: 1, done: true, payload: new BSON.Binary(Buffer.alloc(0)), ok: 1 };
        const withoutProof = text.replace(/,p=[^,]*$/, "");
        const proof = Buffer.from(/p=([^,]*)$/.exec(text)?.[1] ?? "", "base64");
        const authMessage = `${String(sasl.bare)},${String(sasl.serverFirst)},${withoutProof}`;
        const signature = credentials.hmac(credentials.storedKey, authMessage);
        const clientKey = Buffer.from(proof.map((byte, i) => byte ^ (signature[i] ?? 0)));
        const ok =
          sasl.userName === user &&
          proof.length === 32 &&
          createHash("sha256").update(clientKey).digest().equals(credentials.storedKey);
        if (!ok) return fail(18, "AuthenticationFailed", "Authentication failed.");
        state.authenticated = true;
        sasl.done = true;
        const verifier = credentials.hmac(credentials.serverKey, authMessage).toString("base64");
        return {
          conversationId: 1,
          done: true,
          payload: new BSON.Binary(Buffer.from(`v=${verifier}`)),
          ok: 1,
        };
      }
      default:
        break;
    }
    if (!state.authenticated) {
      return fail(13, "Unauthorized", `Command ${name} requires authentication`);
    }
    const collectionName = String(command[name]);
    const collection = collectionOf(db, collectionName);
    switch (name) {
      case "insert": {
        if (throttled > 0) {
          throttled -= 1;
          return fail(16500, "RequestRateTooLarge", "Request rate is large. Retry after some time.");
        }
        const writeErrors: Doc[] = [];
        let n = 0;
        (command.documents as Doc[]).forEach((document, index) => {
          const id = String(document._id);
          if (collection.has(id)) {
            writeErrors.push({
              index,
              code: 11000,
              errmsg: `E11000 duplicate key error collection: ${db}.${collectionName} index: _id_ dup key: { _id: "${id}" }`,
            });
            if (command.ordered !== false) return;
          } else {
            collection.set(id, document);
            n += 1;
          }
        });
        return writeErrors.length > 0 ? { n, writeErrors, ok: 1 } : { n, ok: 1 };
      }
      case "delete": {
        let n = 0;
        for (const statement of command.deletes as { q: Doc; limit: number }[]) {
          for (const [id, document] of collection) {
            if (!matches(document, statement.q)) continue;
            collection.delete(id);
            n += 1;
            if (statement.limit === 1) break;
          }
        }
        return { n, ok: 1 };
      }
      case "find": {
        const limit = Number(command.limit ?? 0) || Number.POSITIVE_INFINITY;
        const found = [...collection.values()]
          .filter((document) => matches(document, command.filter as Doc))
          .slice(0, limit)
          .map((document) => project(document, command.projection as Doc | undefined));
        return {
          cursor: { id: BSON.Long.fromNumber(0), ns: `${db}.${collectionName}`, firstBatch: found },
          ok: 1,
        };
      }
      case "createIndexes": {
        const key = `${db}.${collectionName}`;
        const list = indexes.get(key) ?? [{ v: 2, key: { _id: 1 }, name: "_id_" }];
        const before = list.length;
        for (const index of command.indexes as Doc[]) {
          if (!list.some((existing) => existing.name === index.name)) list.push({ v: 2, ...index });
        }
        indexes.set(key, list);
        return {
          numIndexesBefore: before,
          numIndexesAfter: list.length,
          createdCollectionAutomatically: before === 1,
          ok: 1,
        };
      }
      case "listIndexes": {
        const list = indexes.get(`${db}.${collectionName}`);
        if (!list) return fail(26, "NamespaceNotFound", `ns does not exist: ${db}.${collectionName}`);
        return {
          cursor: { id: BSON.Long.fromNumber(0), ns: `${db}.${collectionName}`, firstBatch: list },
          ok: 1,
        };
      }
      default:
        return fail(59, "CommandNotFound", `no such command: '${name}'`);
    }
  }

  function reply(socket: Socket, requestId: number, opCode: number, document: Doc) {
    const body = Buffer.from(BSON.serialize(document));
    if (opCode === OP_QUERY) {
      const header = Buffer.alloc(36);
      header.writeInt32LE(36 + body.length, 0);
      header.writeInt32LE(requestId + 1_000_000, 4);
      header.writeInt32LE(requestId, 8);
      header.writeInt32LE(OP_REPLY, 12);
      header.writeInt32LE(0, 16); // responseFlags
      header.writeBigInt64LE(0n, 20); // cursorID
      header.writeInt32LE(0, 28); // startingFrom
      header.writeInt32LE(1, 32); // numberReturned
      socket.write(Buffer.concat([header, body]));
      return;
    }
    const header = Buffer.alloc(21);
    header.writeInt32LE(21 + body.length, 0);
    header.writeInt32LE(requestId + 1_000_000, 4);
    header.writeInt32LE(requestId, 8);
    header.writeInt32LE(OP_MSG, 12);
    header.writeUInt32LE(0, 16); // flagBits
    header.writeUInt8(0, 20); // section kind 0: the body
    socket.write(Buffer.concat([header, body]));
  }

  function message(socket: Socket, frame: Buffer, state: { id: number; authenticated: boolean }) {
    const requestId = frame.readInt32LE(4);
    const opCode = frame.readInt32LE(12);
    let command: Doc;
    if (opCode === OP_QUERY) {
      const [, afterName] = cstring(frame, 20);
      const offset = afterName + 8; // numberToSkip, numberToReturn
      command = BSON.deserialize(frame.subarray(offset, offset + frame.readInt32LE(offset)));
      // The legacy handshake may wrap the command in $query.
      if (command.$query) command = command.$query as Doc;
    } else if (opCode === OP_MSG) {
      const flags = frame.readUInt32LE(16);
      const end = flags & 1 ? frame.length - 4 : frame.length;
      let offset = 20;
      command = {};
      const sequences: [string, Doc[]][] = [];
      while (offset < end) {
        const kind = frame.readUInt8(offset);
        offset += 1;
        const size = frame.readInt32LE(offset);
        if (kind === 0) {
          command = BSON.deserialize(frame.subarray(offset, offset + size));
        } else {
          const [identifier, start] = cstring(frame, offset + 4);
          const documents: Doc[] = [];
          for (let at = start; at < offset + size; at += frame.readInt32LE(at)) {
            documents.push(BSON.deserialize(frame.subarray(at, at + frame.readInt32LE(at))));
          }
          sequences.push([identifier, documents]);
        }
        offset += size;
      }
      for (const [identifier, documents] of sequences) command[identifier] = documents;
    } else {
      socket.destroy();
      return;
    }
    reply(socket, requestId, opCode, handle(command, state));
  }

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    connectionId += 1;
    const state = { id: connectionId, authenticated: false };
    let pending = Buffer.alloc(0);
    socket.on("data", (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 4 && pending.length >= pending.readInt32LE(0)) {
        const length = pending.readInt32LE(0);
        const frame = pending.subarray(0, length);
        pending = pending.subarray(length);
        try {
          message(socket, frame, state);
        } catch {
          socket.destroy();
          return;
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const host = `127.0.0.1:${port}`;
  return {
    uri: `mongodb://${user}:${password}@${host}/?authSource=admin&directConnection=true`,
    host,
    user,
    password,
    databases,
    indexes,
    commands,
    throttle(count) {
      throttled = count;
    },
    collection: (database, name) => [...(databases.get(database)?.get(name)?.values() ?? [])],
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
