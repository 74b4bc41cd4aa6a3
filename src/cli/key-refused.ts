/** The server refused the key: one message, exit code 1. */
export class KeyRefused extends Error {}
