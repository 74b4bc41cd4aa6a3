import { cancelUnfinishedJob } from "./cleanup.js";

await cancelUnfinishedJob();
