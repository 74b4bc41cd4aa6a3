import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  engineExecutors,
  startWorkflowRuntime
} from "./chunk-YFUQBRFN.js";
import "./chunk-6Y7QMTCC.js";
import "./chunk-7INEUL4Y.js";
import "./chunk-G5ZI7MCJ.js";
import "./chunk-X35XJQB6.js";
import "./chunk-6UWYRWI6.js";
import "./chunk-5RQ3DMMR.js";
import "./chunk-F5Y5OF2C.js";
import "./chunk-ZQWRH3WL.js";
import "./chunk-2ABRJECF.js";
import "./chunk-2UYBSJB6.js";
import "./chunk-OTYFLIC4.js";
import "./chunk-PO526AFU.js";
import "./chunk-2XTCUB7K.js";
import "./chunk-UIYBJ3PP.js";
import "./chunk-CX6SZ6JE.js";
import "./chunk-B464LQBF.js";
import "./chunk-GNMYOTPL.js";
import "./chunk-Q5IFBPCK.js";
import "./chunk-35IWSYRL.js";
import "./chunk-GK63ZBU5.js";
import "./chunk-NL6Z5RS3.js";
import "./chunk-32N574GZ.js";
import "./chunk-4OXEBAUD.js";
import "./chunk-FI3F2A3I.js";
import "./chunk-5SX5R5CK.js";
import "./chunk-CGHGKQ3J.js";
import "./chunk-KSPQO2LU.js";
import "./chunk-4I3I35UI.js";
import "./chunk-3AXPRKHB.js";
import "./chunk-PCHJDGZE.js";
export {
  engineExecutors,
  startWorkflowRuntime
};
