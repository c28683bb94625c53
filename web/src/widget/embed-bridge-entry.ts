/** `/embed-bridge.js`: the embedded buy panel's messages to the page that framed it. */
import { startBridge } from './embed-bridge';

startBridge({
  doc: document,
  events: window,
  parent: window.parent === window ? undefined : window.parent,
  ancestorOrigins: [...(window.location.ancestorOrigins ?? [])],
});
