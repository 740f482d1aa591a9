// jQuery UI's dist file is a UMD factory that reads the global `jQuery` when no AMD loader is
// present: set the global in a module of its own, imported before it (imports run in order).
import $ from 'jquery';

window.jQuery = window.$ = $;
