// The YAML parser of `--params`, behind a module of its own so the partition command loads it only when
// the flag is given (and as a static import, so the bundle sees yaml's named exports).
export { parse as parseYaml } from "yaml";
