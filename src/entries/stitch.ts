/**
 * The frame stitcher as a script of its own (dist/pagemark.stitch.js), for hosts with no JavaScript
 * runtime of their own: the Python package evaluates it in the frame that hosts a cross-origin child,
 * only when it has one to stitch. The page bundle, injected into every frame of every page, does not
 * carry it: the JavaScript hosts stitch in Node (`pagemark/playwright`, `pagemark/agent`), and no
 * page code needs it. The script defines one local `var pagemarkStitch` (never a global when it runs
 * as the body of a function, as the Python package runs it) whose `stitchSnapshots` is this one.
 */
export { stitchSnapshots } from '../core/stitch/stitchSnapshots';
