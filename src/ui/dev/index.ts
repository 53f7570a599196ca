// `kitbench dev`'s browser side, loaded only when the page is served by it.
export { DevStatusBar } from './DevStatusBar';
export { startDevSession } from './session';
