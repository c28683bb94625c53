/**
 * `/widget.js`, the widget's loader (built on its own by web/widget-build.ts): the script tag
 * that loads it gets its "Buy tickets" button (widget.ts). Held to 8 KB gzipped (bench:web).
 */
import { startWidget } from './widget';

const script = document.currentScript;
if (script instanceof HTMLScriptElement) startWidget(script);
