// Who may hold the server's connections. Each client address may hold at most `maxPerAddress` of them,
// well under the global `maxConnections`, so one client cannot take the door for everyone. A connection
// that has not yet sent a complete request (a flood of half-open connections sends none) is the first to
// go: a new connection arriving at a cap pushes out the oldest such connection, of its own address at the
// address cap, of any address at the global cap, and is refused only when every connection there has
// served a request. Connections that have served a request are never pushed out: a client may still be
// reading an answer the server has finished writing (see keep-alive in app.ts).
import type { Server } from "node:http";
import type { Socket } from "node:net";

export interface ConnectionLimits {
  /** Connections open at once. */
  maxConnections: number;
  /** Connections one client address may hold at once. */
  maxConnectionsPerAddress: number;
}

export interface ConnectionStats {
  open: number;
  /** Connections that have not sent a complete request yet. */
  unserved: number;
  /** New connections refused (closed as they arrived) since the start. */
  refused: number;
  /** Connections without a complete request closed to make room for newer ones. */
  evicted: number;
}

export class ConnectionGuard {
  readonly #limits: ConnectionLimits;
  readonly #byAddress = new Map<string, Set<Socket>>();
  /** Connections without a complete request yet, oldest first (a Set keeps insertion order). */
  readonly #unserved = new Set<Socket>();
  #open = 0;
  #refused = 0;
  #evicted = 0;

  constructor(limits: ConnectionLimits) {
    this.#limits = limits;
  }

  get stats(): ConnectionStats {
    return {
      open: this.#open,
      unserved: this.#unserved.size,
      refused: this.#refused,
      evicted: this.#evicted,
    };
  }

  /** Watches `server`'s connections; its own `maxConnections` is left unset (this guard counts). */
  attach(server: Server): void {
    server.on("connection", (socket: Socket) => this.#admit(socket));
    // Headers complete: the connection has served (or is serving) a request.
    server.on("request", (request: { socket: Socket }) => {
      this.#unserved.delete(request.socket);
    });
  }

  #admit(socket: Socket): void {
    const address = socket.remoteAddress ?? "";
    let mine = this.#byAddress.get(address);
    if (mine && mine.size >= this.#limits.maxConnectionsPerAddress && !this.#evict(mine)) {
      this.#refuse(socket);
      return;
    }
    if (this.#open >= this.#limits.maxConnections && !this.#evict(this.#unserved)) {
      this.#refuse(socket);
      return;
    }
    if (!mine) {
      mine = new Set();
      this.#byAddress.set(address, mine);
    }
    const set = mine;
    set.add(socket);
    this.#unserved.add(socket);
    this.#open++;
    socket.once("close", () => {
      this.#open--;
      this.#unserved.delete(socket);
      set.delete(socket);
      if (set.size === 0 && this.#byAddress.get(address) === set) this.#byAddress.delete(address);
    });
  }

  /** Closes the oldest connection of `among` that has not sent a complete request; false when none. */
  #evict(among: Set<Socket>): boolean {
    for (const socket of among === this.#unserved ? this.#unserved : among) {
      if (!this.#unserved.has(socket)) continue;
      this.#unserved.delete(socket);
      this.#evicted++;
      socket.destroy();
      return true;
    }
    return false;
  }

  #refuse(socket: Socket): void {
    this.#refused++;
    socket.destroy();
  }
}
