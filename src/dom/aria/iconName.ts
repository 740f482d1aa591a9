/**
 * A text-less icon's name from its icon class, when nothing in accname names it: jQuery UI's
 * `ui-icon-trash`, Font Awesome's `fa-trash-can`, Bootstrap Icons' `bi-star-fill`, Ant Design's
 * `anticon-delete`, a generic `icon-star`. An agent reading `<span>` with no name cannot tell a trash
 * icon from a star (issue 42 point 2); the class is what the page's author named it by.
 */
import { getAttribute } from '../platform/dom';
import { reExec, reTest, splitSpaces, strReplace } from '../../builtins/pristine';

/** An icon set's prefix, then the icon's own name. */
const ICON_CLASS =
  /^(?:ui-icon|fa|fas|far|fab|bi|glyphicon|anticon|icon|mdi|octicon|ti|la|ion|lucide|ri)-([a-z][\w-]*)$/i;
/** Modifiers of the same sets that say how an icon is drawn, not which one it is. */
const MODIFIER =
  /^(?:\d+x|xs|sm|lg|xl|fw|li|solid|regular|light|thin|duotone|brands|spin|pulse|border|inverse|flip.*|rotate.*|stack.*|outlined|filled|twotone)$/i;

export function iconName(el: Element): string {
  const cls = getAttribute(el, 'class');
  if (!cls || !reTest(/-/, cls)) return '';
  const toks = splitSpaces(cls);
  for (let i = 0; i < toks.length; i++) {
    const m = reExec(ICON_CLASS, toks[i]!);
    if (m && !reTest(MODIFIER, m[1]!)) return strReplace(m[1]!, /[-_]+/g, ' ');
  }
  return '';
}
